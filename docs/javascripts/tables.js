// tables.js: a table too wide for the screen is shown as one block per row,
// each cell under its column's name, instead of scrolling sideways (where a
// reader on a phone never sees the last columns).
//
// Why a script: only a table that does not fit is restacked, and whether it
// fits depends on its content and the screen. The script marks such a table
// `data-stacked` (edition.css lays it out), gives each cell its column's name
// in `data-label` (shown by CSS before the cell), and keeps the table's
// semantics for assistive technology with explicit roles, which `display:
// block` would otherwise drop. Bound on `document$` (Material's instant
// navigation) and on resizes.
(function () {
  "use strict";

  const SELECTOR = ".md-typeset table:not([class])";

  function label(table) {
    const heads = Array.from(table.querySelectorAll("thead th")).map(function (th) {
      return th.textContent.trim();
    });
    table.setAttribute("role", "table");
    table.querySelectorAll("tr").forEach(function (tr) {
      tr.setAttribute("role", "row");
      Array.from(tr.children).forEach(function (cell, i) {
        if (cell.tagName === "TH") {
          cell.setAttribute("role", "columnheader");
        } else {
          cell.setAttribute("role", "cell");
          if (heads[i]) cell.setAttribute("data-label", heads[i]);
        }
      });
    });
  }

  function fit() {
    document.querySelectorAll(SELECTOR).forEach(function (table) {
      if (!table.hasAttribute("role")) label(table);
      table.removeAttribute("data-stacked");
      // Material wraps a table in a frame that scrolls sideways: stack the
      // table when that frame would scroll, or when it runs past the screen.
      const frame = table.closest(".md-typeset__scrollwrap") || table.parentElement;
      const right = table.getBoundingClientRect().right;
      if (frame.scrollWidth > frame.clientWidth + 1 || right > document.documentElement.clientWidth + 1) {
        table.setAttribute("data-stacked", "");
      }
    });
  }

  let pending = null;
  function later() {
    if (pending) cancelAnimationFrame(pending);
    pending = requestAnimationFrame(fit);
  }
  window.addEventListener("resize", later);
  // A table in a closed <details> or a hidden tab has no width until shown.
  document.addEventListener("toggle", later, true);
  document.addEventListener("change", later);

  if (typeof document$ !== "undefined") {
    document$.subscribe(fit);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", fit);
  } else {
    fit();
  }
})();
