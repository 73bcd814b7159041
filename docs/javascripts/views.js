// views.js: on a law page the reader chooses the main text (issue 11, item 2):
// the edited text, the edited text with its emendations marked, or one
// witness's diplomatic reading (beside the edited text on a wide screen,
// instead of it on a narrow one; the layout is views.css's).
//
// The choice is kept in localStorage and can be put in a link as
// ?view=edited|marked|<siglum>; the link wins over the stored choice.
// Everything is built from the page as the edition renders it: the
// div.edited-text, and the Material tabs "Witness W", "Witness G", ... of
// the section whose heading id ends in "-witnesses". Without JavaScript the
// page is unchanged: the edited text, the witnesses in their tabs below.
(function () {
  "use strict";

  var KEY = "pokerlaws.view";
  var PARAM = "view";
  // The class apparatus.css keys its emendation marks on; set on <html> so that
  // it survives Material's instant navigation, which replaces only the body's content.
  var MARKED_CLASS = "show-emendations";
  var EDITED = "edited";
  var MARKED = "marked";

  function storedView() {
    try {
      return window.localStorage.getItem(KEY);
    } catch (e) {
      return null; // storage refused (privacy settings, file://): no memory, no error
    }
  }

  function storeView(view) {
    try {
      window.localStorage.setItem(KEY, view);
    } catch (e) {
      /* as above */
    }
  }

  function urlView() {
    return new URLSearchParams(window.location.search).get(PARAM);
  }

  // The witnesses of the page, in the order of their tabs: siglum, the tab's
  // label, the diplomatic text and the line that describes the witness.
  function pageWitnesses(article) {
    var heading = article.querySelector('h2[id$="-witnesses"]');
    var set = heading && heading.nextElementSibling;
    while (set && set.tagName !== "H2" && !set.classList.contains("tabbed-set")) {
      set = set.nextElementSibling;
    }
    if (!set || !set.classList.contains("tabbed-set")) return [];
    var labels = set.querySelectorAll(":scope > .tabbed-labels > label");
    var blocks = set.querySelectorAll(":scope > .tabbed-content > .tabbed-block");
    var found = [];
    for (var i = 0; i < labels.length && i < blocks.length; i++) {
      var match = /^Witness\s+(\S+)$/.exec(labels[i].textContent.trim());
      var code = blocks[i].querySelector(".diplomatic pre code");
      if (!match || !code) continue;
      found.push({
        siglum: match[1],
        text: code.textContent.replace(/\n$/, ""),
        description: blocks[i].querySelector(":scope > p"),
      });
    }
    return found;
  }

  function option(value, text, name) {
    var id = "view-switch-" + value;
    var input = document.createElement("input");
    input.type = "radio";
    input.name = name;
    input.id = id;
    input.value = value;
    var label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = text;
    return [input, label];
  }

  function buildSwitch(witnesses) {
    var fieldset = document.createElement("fieldset");
    fieldset.className = "view-switch";
    var legend = document.createElement("legend");
    legend.textContent = "Main text";
    fieldset.appendChild(legend);
    var options = document.createElement("div");
    options.className = "view-switch__options";
    var choices = [
      [EDITED, "Edited"],
      [MARKED, "Edited, emendations marked"],
    ];
    witnesses.forEach(function (w) {
      choices.push([w.siglum, "Witness " + w.siglum]);
    });
    choices.forEach(function (choice) {
      option(choice[0], choice[1], "view-switch").forEach(function (el) {
        options.appendChild(el);
      });
    });
    fieldset.appendChild(options);
    var note = document.createElement("p");
    note.className = "view-switch__note";
    note.setAttribute("role", "status");
    fieldset.appendChild(note);
    return fieldset;
  }

  // Wrap the edited text with a pane for the witness, so that the two can stand
  // side by side. The edited text is moved, not copied: whatever other scripts
  // bound to it (the emendation marks) keeps working.
  function buildPanes(edited) {
    var panes = document.createElement("div");
    panes.className = "view-panes";
    var editedPane = document.createElement("div");
    editedPane.className = "view-pane view-pane--edited";
    var editedCaption = document.createElement("p");
    editedCaption.className = "view-pane__caption";
    editedCaption.textContent = "Edited text";
    edited.parentNode.insertBefore(panes, edited);
    editedPane.appendChild(editedCaption);
    editedPane.appendChild(edited);
    var witnessPane = document.createElement("section");
    witnessPane.className = "view-pane view-pane--witness";
    witnessPane.hidden = true;
    panes.appendChild(editedPane);
    panes.appendChild(witnessPane);
    return panes;
  }

  function showWitness(pane, witness) {
    pane.textContent = "";
    pane.setAttribute("aria-label", "Witness " + witness.siglum + ", diplomatic reading");
    var caption = document.createElement("p");
    caption.className = "view-pane__caption";
    var strong = document.createElement("strong");
    strong.textContent = "Witness " + witness.siglum;
    caption.appendChild(strong);
    caption.appendChild(document.createTextNode(" · diplomatic reading"));
    if (witness.description) {
      caption.appendChild(document.createTextNode(" · "));
      Array.prototype.forEach.call(witness.description.childNodes, function (node) {
        caption.appendChild(node.cloneNode(true));
      });
    }
    var text = document.createElement("p");
    text.className = "view-witness__text diplomatic-main";
    text.textContent = witness.text;
    pane.appendChild(caption);
    pane.appendChild(text);
  }

  function setUp(article) {
    if (article.querySelector(".view-switch")) return true; // this page is set up already
    var edited = article.querySelector("div.edited-text");
    if (!edited) return false;
    var witnesses = pageWitnesses(article);
    var bySiglum = {};
    witnesses.forEach(function (w) {
      bySiglum[w.siglum] = w;
    });
    var control = buildSwitch(witnesses);
    var panes = buildPanes(edited);
    panes.parentNode.insertBefore(control, panes);
    var witnessPane = panes.querySelector(".view-pane--witness");
    var note = control.querySelector(".view-switch__note");

    function known(view) {
      return view === EDITED || view === MARKED || Object.prototype.hasOwnProperty.call(bySiglum, view);
    }

    function apply(view) {
      var witness = bySiglum[view];
      panes.setAttribute("data-view", witness ? "witness" : view === MARKED ? MARKED : EDITED);
      document.documentElement.classList.toggle(MARKED_CLASS, view === MARKED);
      witnessPane.hidden = !witness;
      if (witness) showWitness(witnessPane, witness);
      var input = control.querySelector('input[value="' + view + '"]');
      if (input) input.checked = true;
    }

    // The link's view, then the stored one; a witness this law lacks falls back
    // to the edited text without forgetting the stored choice for later pages.
    var fromUrl = urlView();
    var wanted = fromUrl || storedView() || EDITED;
    if (known(wanted)) {
      if (fromUrl) storeView(wanted);
      apply(wanted);
    } else {
      apply(EDITED);
      if (/^[A-Z][A-Za-z0-9]*$/.test(wanted)) { // a siglum, not nonsense from a link
        note.textContent = "Witness " + wanted + " does not print this law: the edited text is shown.";
      }
    }

    control.addEventListener("change", function (event) {
      var view = event.target.value;
      note.textContent = "";
      storeView(view);
      apply(view);
      var url = new URL(window.location.href);
      url.searchParams.set(PARAM, view);
      // Keep Material's own history state: its instant navigation reads it on "back".
      window.history.replaceState(window.history.state, "", url.toString());
    });
    return true;
  }

  function onPage() {
    var article = document.querySelector("article.md-content__inner");
    if (!article || !setUp(article)) {
      // Not a law page: the marks (wherever else an edited text is shown) follow the stored choice.
      document.documentElement.classList.toggle(MARKED_CLASS, storedView() === MARKED);
    }
  }

  // Material's instant navigation swaps the page without reloading the scripts:
  // document$ emits once for every page shown.
  if (typeof window.document$ !== "undefined" && window.document$.subscribe) {
    window.document$.subscribe(onPage);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
