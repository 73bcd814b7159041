// terms.js: a period term's tooltip (Material's content.tooltips, a div.md-tooltip2
// shown while the term is hovered or focused) is dismissed with Escape, without
// moving the focus or the pointer (WCAG 1.4.13); it shows again once the reader
// moves on to another element. Bound once on the document, so it survives
// Material's instant navigation.
(function () {
  "use strict";

  if (window.__pokerlawsTerms) return;
  window.__pokerlawsTerms = true;

  var DISMISSED = "tooltip-dismissed"; // a class on <html>; terms.css hides the tooltip under it

  function onTerm(target) {
    return target && target.closest ? target.closest("a.glossary-term") : null;
  }

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && (onTerm(document.activeElement) || document.querySelector("a.glossary-term:hover"))) {
      document.documentElement.classList.add(DISMISSED);
    }
  });

  // any newly focused element, a term included, may show its tooltip again
  document.addEventListener("focusin", function () {
    document.documentElement.classList.remove(DISMISSED);
  });
  document.addEventListener("mouseover", function (event) {
    if (!onTerm(event.target)) document.documentElement.classList.remove(DISMISSED);
  });
})();
