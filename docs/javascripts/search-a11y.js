// search-a11y.js: what Material's own markup lacks, given by the site (issue 30, item 9).
// Material's search dialog (div.md-search, role="dialog") has no accessible name: axe-core's
// aria-dialog-name, serious, on every page. No setting of Material names it, so this script
// does, on every page shown (Material's instant navigation replaces the page's content, and
// document$ emits for each page). The rest of what axe-core finds in Material's markup, and
// why it is left, is on the page "Accessibility".
(function () {
  "use strict";

  function name() {
    var dialog = document.querySelector('.md-search[role="dialog"]');
    if (dialog && !dialog.hasAttribute("aria-label") && !dialog.hasAttribute("aria-labelledby")) {
      dialog.setAttribute("aria-label", "Search the edition");
    }
  }

  if (typeof window.document$ !== "undefined" && window.document$.subscribe) {
    window.document$.subscribe(name);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", name);
  } else {
    name();
  }
})();
