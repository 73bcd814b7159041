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
  // The reader's choice to hide the marks of normalisations (spacing, punctuation,
  // typography) in the marked view; a class on <html> too, kept in localStorage.
  var HIDE_KEY = "pokerlaws.hideNormalisations";
  var HIDE_CLASS = "hide-normalisations";
  var MARKS = ".edited-text .emendation, .unit .emendation";

  // Each mark (a span, apparatus.py) is plain text in "Edited": no mark, no Tab stop, no
  // "button" said by a screen reader. In "Edited, emendations marked" it becomes a button
  // that shows its popover (apparatus.js), unless it marks a normalisation the reader hid.
  function armMarks(marked) {
    var hide = document.documentElement.classList.contains(HIDE_CLASS);
    Array.prototype.forEach.call(document.querySelectorAll(MARKS), function (mark) {
      var on = marked && !(hide && mark.getAttribute("data-kind") === "normalisation");
      if (on) {
        mark.setAttribute("role", "button");
        mark.setAttribute("tabindex", "0");
        mark.setAttribute("aria-expanded", "false");
      } else {
        mark.removeAttribute("tabindex");
        mark.removeAttribute("aria-expanded");
        if (mark.classList.contains("page-ref")) mark.setAttribute("role", "note");
        else mark.removeAttribute("role");
        var note = document.getElementById(mark.getAttribute("aria-describedby"));
        if (note) note.classList.remove("open");
      }
    });
  }

  function storedHide() {
    try {
      return window.localStorage.getItem(HIDE_KEY) === "1";
    } catch (e) {
      return false;
    }
  }

  function storeHide(hide) {
    try {
      window.localStorage.setItem(HIDE_KEY, hide ? "1" : "0");
    } catch (e) {
      /* as storeView */
    }
  }

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
      var variants = blocks[i].querySelector(".witness-variants");
      var readings = [];
      try {
        readings = variants ? JSON.parse(variants.getAttribute("data-readings")) : [];
      } catch (e) {
        readings = [];
      }
      found.push({
        siglum: match[1],
        text: code.textContent.replace(/\n$/, ""),
        description: blocks[i].querySelector(":scope > p"),
        variants: readings,
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

  function buildSwitch(witnesses, hasMarks) {
    var fieldset = document.createElement("fieldset");
    fieldset.className = "view-switch";
    var legend = document.createElement("legend");
    legend.textContent = "Main text";
    fieldset.appendChild(legend);
    var options = document.createElement("div");
    options.className = "view-switch__options";
    var choices = [[EDITED, "Edited"]];
    if (hasMarks) choices.push([MARKED, "Edited, emendations marked"]);
    witnesses.forEach(function (w) {
      choices.push([w.siglum, "Witness " + w.siglum]);
    });
    choices.forEach(function (choice) {
      option(choice[0], choice[1], "view-switch").forEach(function (el) {
        options.appendChild(el);
      });
    });
    fieldset.appendChild(options);
    if (!hasMarks) {
      var none = document.createElement("p");
      none.className = "view-switch__none";
      none.textContent = "No emendation: the edited text reads as the witnesses print it, so there is nothing to mark.";
      fieldset.appendChild(none);
    }
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
    var text = document.createElement("pre");
    text.className = "view-witness__text diplomatic-main";
    text.setAttribute("tabindex", "0"); // it may scroll sideways: the keyboard can scroll it
    text.setAttribute("aria-label", "Witness " + witness.siglum + ", its own lines");
    markVariants(text, witness.text, witness.variants || []);
    pane.appendChild(caption);
    pane.appendChild(text);
    fit(text);
  }

  // A measure that fits: the witness's longest line set in the pane's width where a type of at
  // least 11 px allows it; a longer line scrolls sideways inside the pane.
  var SMALLEST = 11;
  function fit(text) {
    text.style.fontSize = "";
    if (!text.clientWidth || text.scrollWidth <= text.clientWidth) return;
    var style = getComputedStyle(text);
    var size = parseFloat(style.fontSize);
    var padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    var wanted = (size * (text.clientWidth - padding)) / (text.scrollWidth - padding);
    text.style.fontSize = Math.max(SMALLEST, Math.floor(wanted * 10) / 10) + "px";
  }
  window.addEventListener("resize", function () {
    var text = document.querySelector(".view-pane--witness .view-witness__text");
    if (text) fit(text);
  });

  // The witness's text, its own lines kept, with each place where it differs from another
  // witness of the same text (the unit's variants) in a <mark>. A variant is found with
  // any run of white space (a line break of the witness) where the variant has a space.
  function markVariants(into, text, readings) {
    var places = [];
    readings.forEach(function (reading) {
      var words = reading.trim().split(/\s+/).map(function (w) {
        return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      });
      if (!words.length || !words[0]) return;
      var found = new RegExp(words.join("\\s+")).exec(text);
      if (found) places.push([found.index, found.index + found[0].length]);
    });
    places.sort(function (a, b) {
      return a[0] - b[0];
    });
    var at = 0;
    places.forEach(function (place) {
      if (place[0] < at) return; // overlapping: the first wins
      into.appendChild(document.createTextNode(text.slice(at, place[0])));
      var mark = document.createElement("mark");
      mark.className = "witness-variant";
      mark.title = "a variant: the witnesses differ here (see Variants)";
      mark.textContent = text.slice(place[0], place[1]);
      into.appendChild(mark);
      at = place[1];
    });
    into.appendChild(document.createTextNode(text.slice(at)));
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
    var hasMarks = edited.querySelector(".emendation") !== null;
    var legend = edited.querySelector(".emendation-legend");
    var hideBox = legend && legend.querySelector('input[name="hide-normalisations"]');
    var control = buildSwitch(witnesses, hasMarks);
    var panes = buildPanes(edited);
    panes.parentNode.insertBefore(control, panes);
    var witnessPane = panes.querySelector(".view-pane--witness");
    var note = control.querySelector(".view-switch__note");

    function known(view) {
      return view === EDITED || (view === MARKED && hasMarks) || Object.prototype.hasOwnProperty.call(bySiglum, view);
    }

    function apply(view) {
      var witness = bySiglum[view];
      panes.setAttribute("data-view", witness ? "witness" : view === MARKED ? MARKED : EDITED);
      document.documentElement.classList.toggle(MARKED_CLASS, view === MARKED);
      armMarks(view === MARKED);
      if (legend) legend.hidden = view !== MARKED;
      witnessPane.hidden = !witness;
      if (witness) showWitness(witnessPane, witness);
      var input = control.querySelector('input[value="' + view + '"]');
      if (input) input.checked = true;
    }

    // The link's view, then the stored one; a witness this law lacks falls back
    // to the edited text without forgetting the stored choice for later pages.
    if (hideBox) {
      hideBox.checked = document.documentElement.classList.contains(HIDE_CLASS);
      hideBox.addEventListener("change", function () {
        document.documentElement.classList.toggle(HIDE_CLASS, hideBox.checked);
        storeHide(hideBox.checked);
        armMarks(document.documentElement.classList.contains(MARKED_CLASS));
      });
    }
    var fromUrl = urlView();
    var wanted = fromUrl || storedView() || EDITED;
    if (known(wanted)) {
      if (fromUrl) storeView(wanted);
      apply(wanted);
    } else {
      apply(EDITED);
      if (wanted === MARKED) {
        // this law has nothing to mark (the switch says so); the choice is kept for the next
      } else if (/^[A-Z][A-Za-z0-9]*$/.test(wanted)) { // a siglum, not nonsense from a link
        note.textContent = "Witness " + wanted + " does not print this law: the edited text is shown.";
      }
    }

    control.addEventListener("change", function (event) {
      if (event.target.name !== "view-switch") return;
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
    document.documentElement.classList.toggle(HIDE_CLASS, storedHide());
    var article = document.querySelector("article.md-content__inner");
    if (!article || !setUp(article)) {
      // Not a law page: the marks (wherever else an edited text is shown) follow the stored choice.
      document.documentElement.classList.toggle(MARKED_CLASS, storedView() === MARKED);
      armMarks(storedView() === MARKED);
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
