// run-examples.js: Run, Edit and Reset on every worked example, and the forms
// of the page "Try it" (issue 13). The plugin includes this script only when
// the build put Pyodide into the site (pokerlaws.runtime.pyodide_runtime):
// without it the pages are as before, with no buttons.
//
// Python runs in a web worker (run-worker.mjs), started when the reader first
// presses Run or a form's button, and kept across Material's instant
// navigation (this script is not reloaded; document$ emits for each page).
// One call runs at a time; a call that runs past CI's time limit for an
// example stops the worker, and the next call starts a new one.
(function () {
  "use strict";

  var ROOT = new URL("../", document.currentScript.src);
  var LOAD_SECONDS = 60;
  var engine = null;

  function StoppedError(seconds) {
    this.message = "stopped: it ran for more than " + seconds + " s (the limit CI gives a worked example); Python starts again at the next run";
  }

  function startEngine() {
    var worker = new Worker(new URL("javascripts/run-worker.mjs", ROOT), { type: "module" });
    var state = { worker: worker, pending: new Map(), nextId: 1, seconds: 10, queue: Promise.resolve() };
    state.ready = new Promise(function (resolve, reject) {
      var timer = setTimeout(function () {
        reject(new Error("Python did not start within " + LOAD_SECONDS + " s"));
      }, LOAD_SECONDS * 1000);
      worker.addEventListener("message", function (event) {
        var data = event.data;
        if ("ready" in data) {
          clearTimeout(timer);
          if (data.ready) {
            state.seconds = data.seconds || state.seconds;
            window.pokerlawsRunTimings = data.timings; // read by scripts/bench_run.py
            resolve();
          } else {
            reject(new Error("Python could not start: " + data.error));
          }
          return;
        }
        var job = state.pending.get(data.id);
        if (!job) return;
        state.pending.delete(data.id);
        clearTimeout(job.timer);
        if ("error" in data) job.reject(new Error("error: " + lastLine(data.error)));
        else job.resolve(JSON.parse(data.result));
      });
      worker.addEventListener("error", function (event) {
        clearTimeout(timer);
        reject(new Error("Python could not start: " + (event.message || "the worker failed to load")));
      });
    });
    state.ready.catch(function () {
      stop(state); // the next call tries again
    });
    return state;
  }

  function stop(state) {
    state.dead = true;
    state.worker.terminate();
    if (engine === state) engine = null;
  }

  // Python's error, in the worker's words: its last line, without the frames (which name files).
  function lastLine(message) {
    var lines = String(message).trim().split("\n");
    return lines[lines.length - 1];
  }

  // Call pokerlaws.edition.in_browser.<fn>(...args) in the worker; resolves to its JSON, parsed.
  function call(fn, args, onLoading) {
    if (!engine) {
      engine = startEngine();
      if (onLoading) onLoading();
    }
    var state = engine;
    var result = state.queue
      .then(function () {
        return state.ready;
      })
      .then(function () {
        // the call queued behind one that was stopped runs in the Python started anew
        if (state.dead) return call(fn, args, onLoading);
        return new Promise(function (resolve, reject) {
          var id = state.nextId++;
          var job = { resolve: resolve, reject: reject };
          job.timer = setTimeout(function () {
            state.pending.delete(id);
            stop(state);
            reject(new StoppedError(state.seconds));
          }, state.seconds * 1000);
          state.pending.set(id, job);
          state.worker.postMessage({ id: id, fn: fn, args: args });
        });
      });
    state.queue = result.catch(function () {});
    return result;
  }

  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      node.setAttribute(name, attrs[name]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // A transcript: each ">>>" statement with an output (its expected one, or the one got).
  function transcript(outputs, key) {
    var pre = make("pre", { class: "run-transcript", tabindex: "0" });
    outputs.forEach(function (output) {
      pre.appendChild(document.createTextNode(output.source + "\n"));
      var text = output[key];
      if (output.matches) pre.appendChild(document.createTextNode(text));
      else pre.appendChild(make("mark", { class: "run-differs" }, text || "(nothing)\n"));
    });
    return pre;
  }

  function column(heading, pre, label) {
    var box = make("div", { class: "run-column" });
    var id = "run-" + Math.random().toString(36).slice(2);
    box.appendChild(make("p", { class: "run-heading", id: id }, heading));
    pre.setAttribute("aria-labelledby", id);
    pre.setAttribute("data-run", label);
    box.appendChild(pre);
    return box;
  }

  function showResult(panel, status, result) {
    panel.replaceChildren();
    panel.hidden = false;
    if (result.script) {
      var pre = make("pre", { class: "run-transcript", tabindex: "0" }, result.got || "(nothing printed)");
      panel.appendChild(column("Output", pre, "output"));
      status.textContent = "ran: the code has no >>> lines, so there is no expected output to compare";
      status.dataset.verdict = "ran";
      return;
    }
    panel.appendChild(column("Expected", transcript(result.outputs, "want"), "expected"));
    panel.appendChild(column("Output in your browser", transcript(result.outputs, "got"), "output"));
    var differ = result.outputs.filter(function (o) {
      return !o.matches;
    }).length;
    var all = result.outputs.length;
    status.dataset.verdict = result.matches ? "matches" : "differs";
    status.textContent = result.matches
      ? "✓ matches: " + (all === 1 ? "the output is" : "all " + all + " outputs are") + " as expected"
      : "✗ differs: " + differ + " of " + all + " outputs differ from the expected (marked)";
  }

  function setUpExample(box) {
    if (box.dataset.runReady) return;
    var block = box.querySelector(".language-pycon.highlight");
    var code = block && block.querySelector("pre > code");
    if (!code) return;
    box.dataset.runReady = "1";
    var original = code.textContent.replace(/\n+$/, "");
    var titled = block.querySelector(".filename");
    var title = titled ? titled.textContent.trim() : "worked example";
    var editor = make("textarea", { class: "run-editor", spellcheck: "false", "aria-label": "The code of the example “" + title + "”, to edit" });
    editor.value = original;
    editor.rows = Math.min(30, original.split("\n").length + 1);
    editor.hidden = true;
    var bar = make("div", { class: "run-controls", role: "group", "aria-label": "Run the example “" + title + "”" });
    var run = make("button", { type: "button", class: "md-button md-button--primary run-button" }, "Run");
    var edit = make("button", { type: "button", class: "md-button run-edit", "aria-pressed": "false" }, "Edit");
    var reset = make("button", { type: "button", class: "md-button run-reset" }, "Reset");
    var status = make("span", { class: "run-status", role: "status" });
    var panel = make("div", { class: "run-output" });
    panel.hidden = true;
    bar.append(run, edit, reset, status);
    block.after(editor);
    editor.after(bar);
    bar.after(panel);

    function editing(on) {
      editor.hidden = !on;
      block.hidden = on;
      edit.setAttribute("aria-pressed", on ? "true" : "false");
      if (on) editor.focus();
    }
    edit.addEventListener("click", function () {
      editing(editor.hidden);
    });
    var token = 0; // a result comes for the latest Run only: not after a Reset, nor for one run before
    var busy = false;

    function clear() {
      panel.hidden = true;
      panel.replaceChildren();
      status.textContent = "";
      delete status.dataset.verdict;
    }
    reset.addEventListener("click", function () {
      token += 1;
      busy = false;
      run.removeAttribute("aria-disabled");
      editor.value = original;
      editing(false);
      clear();
    });
    run.addEventListener("click", function () {
      if (busy) return; // not disabled, which would take the keyboard's focus away from it
      busy = true;
      run.setAttribute("aria-disabled", "true");
      var mine = ++token;
      var source = editor.hidden ? original : editor.value; // the code shown is the code run
      clear();
      status.textContent = "running…";
      call("run_example", [source], function () {
        status.textContent = "starting Python in your browser (the first run takes a few seconds)…";
      })
        .then(function (result) {
          if (mine === token) showResult(panel, status, result);
        })
        .catch(function (error) {
          if (mine !== token) return;
          status.dataset.verdict = "error";
          status.textContent = error.message;
        })
        .finally(function () {
          if (mine !== token) return;
          busy = false;
          run.removeAttribute("aria-disabled");
        });
    });
  }

  function setUpForm(form) {
    if (form.dataset.runReady) return;
    form.dataset.runReady = "1";
    var fieldset = form.querySelector("fieldset");
    if (fieldset) fieldset.disabled = false;
    var output = form.querySelector("output, .try-output");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var args = Array.prototype.map.call(form.querySelectorAll("[data-arg]"), function (field) {
        if (field.type === "checkbox") return field.checked;
        if (field.type === "number") return field.value.trim() === "" ? null : Number(field.value);
        return field.value;
      });
      output.textContent = "running…";
      delete output.dataset.verdict;
      call(form.dataset.try, args, function () {
        output.textContent = "starting Python in your browser (the first time takes a few seconds)…";
      })
        .then(function (answer) {
          output.dataset.verdict = answer.ok ? "ok" : "error";
          output.textContent = answer.text;
        })
        .catch(function (error) {
          output.dataset.verdict = "error";
          output.textContent = error.message;
        });
    });
  }

  // The note above a unit's examples says how they are tested; say here that they run here too.
  function sayRunnable() {
    var note = document.querySelector('h2[id$="-examples"] + .admonition > p:last-child');
    if (!note || note.querySelector(".run-note")) return;
    note.append(" ");
    note.appendChild(make("span", { class: "run-note" },
      "Or press Run under an example to run it here, in your browser, with the same engine; Edit to change it."));
  }

  function onPage() {
    document.querySelectorAll(".worked-example").forEach(setUpExample);
    if (document.querySelector(".worked-example")) sayRunnable();
    document.querySelectorAll("form[data-try]").forEach(setUpForm);
    document.querySelectorAll(".try-absent").forEach(function (note) {
      note.remove(); // this build has the runtime: the note saying it has none goes
    });
  }

  if (typeof window.document$ !== "undefined" && window.document$.subscribe) {
    window.document$.subscribe(onPage);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
