// code-copy.js: the copy button of an interactive example (a `pycon` block)
// copies the code alone, ready to paste into Python: no ">>> " or "... "
// prompts, no output.
//
// Why this way: Material's copy button copies the block's innerText, prompts
// and output included, unless an ancestor of the code carries `data-copy`, in
// which case it copies that attribute instead. So this script only computes
// the code of each block and puts it in `data-copy`; the button, its
// keyboard access and its "Copied to clipboard" notice stay Material's.
// Bound on `document$`, so that it runs again after each instant navigation.
(function () {
  "use strict";

  // The lines of a highlighted block, each with whether it opens with a prompt
  // (Pygments marks ">>> " and "... " as `span.gp`, output as `span.go`).
  function lines(code) {
    const out = [{ prompt: null, text: "" }];
    for (const node of code.childNodes) {
      const isPrompt = node.nodeType === Node.ELEMENT_NODE && node.classList.contains("gp");
      const parts = node.textContent.split("\n");
      parts.forEach(function (part, i) {
        if (i > 0) out.push({ prompt: null, text: "" });
        const line = out[out.length - 1];
        if (line.text === "" && line.prompt === null && part !== "") {
          line.prompt = isPrompt ? part : "";
          if (isPrompt) return;  // the prompt itself is not copied
        }
        line.text += part;
      });
    }
    return out;
  }

  // The code of a session: the prompted lines without their prompts. A blank
  // line closes a compound statement before the next ">>> ", as the
  // interactive interpreter needs when the code is pasted into it.
  function sessionCode(code) {
    const kept = [];
    let previous = null;
    for (const line of lines(code)) {
      if (!line.prompt) continue;  // output, or an empty line
      const start = line.prompt.startsWith(">>>");
      if (start && previous === "continued" && kept.length) kept.push("");
      kept.push(line.text);
      previous = start ? "start" : "continued";
    }
    return kept.join("\n") + "\n";
  }

  function prepare() {
    document.querySelectorAll(".language-pycon.highlight").forEach(function (block) {
      const code = block.querySelector("pre > code");
      if (code) block.setAttribute("data-copy", sessionCode(code));
    });
  }

  if (typeof document$ !== "undefined") {
    document$.subscribe(prepare);  // Material: each page, including instant navigation
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", prepare);
  } else {
    prepare();
  }
})();
