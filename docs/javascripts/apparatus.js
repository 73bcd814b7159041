// apparatus.js: the popovers of the emendation marks (issue 11, item 1).
//
// Each mark is a <span class="emendation" aria-describedby="ID"> in the
// edited text; its popover (role="tooltip", id ID) stands with the others in
// div.emendation-notes after the text, so that the text reads and copies as
// the edition reads. In the view "Edited" a mark is plain text; in "Edited,
// emendations marked" views.js makes it a button (role="button", tabindex),
// and a screen reader gets the popover as its description. This script shows
// the popover of such a mark beside it:
//  - on hover (and while the pointer is over the popover itself),
//  - on keyboard focus,
//  - on tap, click, Enter or Space, which pins it open (aria-expanded="true")
//    until a second one, a tap elsewhere or Escape;
// Escape closes it without moving focus (WCAG 1.4.13). Listeners are delegated
// from the document and bound once, so they keep working when Material's
// instant navigation swaps the page content.
(function () {
  "use strict";

  if (window.__pokerlawsApparatus) return;
  window.__pokerlawsApparatus = true;

  var OPEN = "open";
  var hideTimer = null;

  function noteOf(mark) {
    var id = mark.getAttribute("aria-describedby");
    return id ? document.getElementById(id) : null;
  }

  function markOf(target) {
    return target && target.closest ? target.closest('.emendation[role="button"]') : null;
  }

  function markOfNote(note) {
    return note ? document.querySelector('.emendation[role="button"][aria-describedby="' + note.id + '"]') : null;
  }

  function place(mark, note) {
    // The popover is positioned in its .edited-text (position: relative),
    // under the mark, kept inside the text's width.
    var box = note.offsetParent || note.parentElement;
    var outer = box.getBoundingClientRect();
    var at = mark.getBoundingClientRect();
    note.style.top = at.bottom - outer.top + 4 + "px";
    note.style.left = "0px";
    var width = note.offsetWidth;
    var left = Math.min(at.left - outer.left, Math.max(0, outer.width - width));
    note.style.left = Math.max(0, left) + "px";
  }

  function hideAll(except) {
    var open = document.querySelectorAll(".emendation-note." + OPEN);
    for (var i = 0; i < open.length; i++) {
      if (open[i] !== except) {
        open[i].classList.remove(OPEN);
        var mark = markOfNote(open[i]);
        if (mark) mark.setAttribute("aria-expanded", "false");
      }
    }
  }

  function show(mark, pin) {
    var note = noteOf(mark);
    if (!note) return;
    clearTimeout(hideTimer);
    hideAll(note);
    note.classList.add(OPEN);
    place(mark, note);
    if (pin) mark.setAttribute("aria-expanded", "true");
  }

  function hideSoon(mark) {
    // A moment's grace: the pointer may be on its way from the mark to the popover.
    clearTimeout(hideTimer);
    hideTimer = setTimeout(function () {
      if (mark.getAttribute("aria-expanded") === "true" || document.activeElement === mark) return;
      var note = noteOf(mark);
      if (note && !note.matches(":hover")) note.classList.remove(OPEN);
    }, 200);
  }

  function toggle(mark) {
    if (mark.getAttribute("aria-expanded") === "true") {
      mark.setAttribute("aria-expanded", "false");
      noteOf(mark).classList.remove(OPEN);
    } else {
      show(mark, true);
    }
  }

  document.addEventListener("click", function (event) {
    var mark = markOf(event.target);
    if (mark) {
      toggle(mark);
    } else if (!(event.target.closest && event.target.closest(".emendation-note"))) {
      hideAll(null);
    }
  });

  document.addEventListener("focusin", function (event) {
    var mark = markOf(event.target);
    if (mark) show(mark, false);
  });

  document.addEventListener("focusout", function (event) {
    var mark = markOf(event.target);
    if (mark && mark.getAttribute("aria-expanded") !== "true") {
      var note = noteOf(mark);
      if (note) note.classList.remove(OPEN);
    }
  });

  document.addEventListener("mouseover", function (event) {
    var mark = markOf(event.target);
    if (mark) {
      show(mark, false);
      return;
    }
    var note = event.target.closest && event.target.closest(".emendation-note");
    if (note) clearTimeout(hideTimer);
  });

  document.addEventListener("mouseout", function (event) {
    var mark = markOf(event.target);
    var note = event.target.closest && event.target.closest(".emendation-note");
    if (!mark && note) mark = markOfNote(note);
    if (mark) hideSoon(mark);
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") hideAll(null);
    var mark = (event.key === "Enter" || event.key === " ") && markOf(event.target);
    if (mark) {
      event.preventDefault(); // Space would scroll the page
      toggle(mark);
    }
  });
})();
