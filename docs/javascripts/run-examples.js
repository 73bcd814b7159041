// run-examples.js: Run, Edit and Reset on every worked example, and the forms
// of the page "Try it" (issue 13). The plugin includes this script only when
// the build put Pyodide into the site (pokerlaws.runtime.pyodide_runtime):
// without it the pages are as before, with no buttons.
//
// Python runs in a web worker (run-worker.mjs), started when the reader first
// presses Run or a form's button, and kept across Material's instant
// navigation (this script is not reloaded; document$ emits for each page).
// One call runs at a time, the others wait their turn (and say so). Stop (or
// Reset) ends a running example at once: the worker is terminated and a fresh
// one starts at once, for the next Run. A call that runs past the time limit of
// a worked example is stopped the same way.
(function () {
  "use strict";

  var ROOT = new URL("../", document.currentScript.src);
  var LOAD_SECONDS = 60; // with nothing heard from the worker for this long, its start has failed
  var engine = null;

  function megabytes(bytes) {
    return (bytes / 1e6).toFixed(1) + " MB";
  }

  // An example stopped: by the reader ("stop", "reset") or by the time limit ("limit").
  function StoppedError(why, seconds) {
    this.stopped = why;
    this.message =
      why === "limit"
        ? "stopped after " + seconds + " seconds, the longest a worked example may run (it may never end). " +
          "Python starts afresh for the next Run."
        : why === "queued"
          ? "stopped before it ran."
          : "stopped. Python starts afresh for the next Run: it takes a few seconds.";
  }

  // What the start of Python says while it goes on: the first time, the download's size and progress.
  function loading(state) {
    if (state.again) return { text: "starting Python again…" };
    if (!state.download) return { text: "starting Python in your browser…" };
    if (state.interpreter) return { text: "starting Python in your browser…" };
    var whole = state.download.identity;
    var packed = Math.min.apply(null, Object.keys(state.download).map(function (k) { return state.download[k]; }));
    var done = Math.min(state.received || 0, state.fetched || whole);
    var percent = state.fetched ? Math.floor((100 * done) / state.fetched) : 0;
    return {
      text: "downloading Python for your browser, the first time only: " + megabytes(whole) +
        (packed < whole ? " (" + megabytes(packed) + " where the server sends it compressed)" : "") +
        ", " + percent + "% done…",
      value: done,
      max: state.fetched || whole,
    };
  }

  function tell(state) {
    var shown = loading(state);
    state.watchers.forEach(function (watch) {
      watch(shown);
    });
  }

  function startEngine(again) {
    var worker = new Worker(new URL("javascripts/run-worker.mjs", ROOT), { type: "module" });
    var state = {
      worker: worker, pending: new Map(), nextId: 1, seconds: 10, queue: Promise.resolve(),
      again: !!again, watchers: new Set(), running: null, waiting: 0,
    };
    state.ready = new Promise(function (resolve, reject) {
      var timer = null;
      function wait() {
        clearTimeout(timer);
        timer = setTimeout(function () {
          reject(new Error("Python did not start: nothing came from it for " + LOAD_SECONDS + " seconds"));
        }, LOAD_SECONDS * 1000);
      }
      wait();
      worker.addEventListener("message", function (event) {
        var data = event.data;
        if ("download" in data) {
          state.download = data.download;
          state.fetched = data.fetched;
          wait();
          tell(state);
          return;
        }
        if ("progress" in data) {
          state.received = data.progress;
          if (data.interpreter) state.interpreter = true;
          wait();
          tell(state);
          return;
        }
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
        if (state.running && state.running.id === data.id) state.running = null;
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

  // End the running call of *state* at once: its worker terminated, a fresh one started for the next.
  function stopRunning(state, why) {
    var running = state.running;
    state.running = null;
    state.pending.delete(running.id);
    clearTimeout(running.job.timer);
    stop(state);
    if (!engine) engine = startEngine(true);
    running.job.reject(new StoppedError(why, state.seconds));
  }

  // Stop the call of *ticket* (call's), running or waiting its turn; true when there was one.
  function stopCall(ticket, why) {
    if (!ticket || ticket.settled) return false;
    ticket.cancelled = why;
    var state = ticket.state;
    if (state && state.running && state.running.ticket === ticket) stopRunning(state, why);
    else if (ticket.abort) ticket.abort(new StoppedError("queued"));
    return true;
  }

  // Python's error, in the worker's words: its last line, without the frames (which name files).
  function lastLine(message) {
    var lines = String(message).trim().split("\n");
    return lines[lines.length - 1];
  }

  // Call pokerlaws.edition.in_browser.<fn>(...args) in the worker; resolves to its JSON, parsed.
  // *say* (optional) is told what happens meanwhile: {text, value, max} (value and max for a
  // download's progress). *ticket* lets stopCall stop it.
  function call(fn, args, say, ticket) {
    say = say || function () {};
    ticket = ticket || {};
    if (!engine) engine = startEngine(false);
    var state = engine;
    ticket.state = state;
    var watch = function (shown) {
      say(shown);
    };
    var others = state.waiting;
    state.waiting += 1;
    state.watchers.add(watch);
    say(others > 0 ? { text: "waiting for another example to finish…" } : loading(state));
    var result = state.queue
      .then(function () {
        return state.ready;
      })
      .then(function () {
        state.watchers.delete(watch);
        state.waiting -= 1;
        if (ticket.cancelled) throw new StoppedError("queued");
        // the call queued behind one that was stopped runs in the Python started anew
        if (state.dead) return call(fn, args, say, ticket);
        say({ text: "running…" });
        return new Promise(function (resolve, reject) {
          var id = state.nextId++;
          var job = { resolve: resolve, reject: reject };
          job.timer = setTimeout(function () {
            if (state.running && state.running.id === id) stopRunning(state, "limit");
          }, state.seconds * 1000);
          state.pending.set(id, job);
          state.running = { id: id, job: job, ticket: ticket };
          state.worker.postMessage({ id: id, fn: fn, args: args });
        });
      }, function (error) {
        state.watchers.delete(watch);
        state.waiting -= 1;
        throw error;
      });
    state.queue = result.catch(function () {});
    // a call stopped while it waits its turn (or for Python to start) ends now, not when its turn comes
    var cancelled = new Promise(function (resolve, reject) {
      ticket.abort = reject;
    });
    return Promise.race([result, cancelled]).finally(function () {
      ticket.settled = true;
    });
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
    var halt = make("button", { type: "button", class: "md-button run-stop" }, "Stop");
    halt.hidden = true;
    var edit = make("button", { type: "button", class: "md-button run-edit", "aria-pressed": "false" }, "Edit");
    var reset = make("button", { type: "button", class: "md-button run-reset" }, "Reset");
    var status = make("span", { class: "run-status", role: "status" });
    var progress = make("progress", { class: "run-progress", "aria-label": "Download of Python for your browser" });
    progress.hidden = true;
    var panel = make("div", { class: "run-output" });
    panel.hidden = true;
    bar.append(run, halt, edit, reset, status, progress);
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
    var ticket = null; // the running (or waiting) call of this example, for Stop
    var busy = false;

    function clear() {
      panel.hidden = true;
      panel.replaceChildren();
      status.textContent = "";
      progress.hidden = true;
      delete status.dataset.verdict;
    }
    function idle() {
      busy = false;
      ticket = null;
      run.removeAttribute("aria-disabled");
      var hadFocus = document.activeElement === halt;
      halt.hidden = true;
      progress.hidden = true;
      if (hadFocus) run.focus(); // the Stop pressed goes: the focus stays in the bar
    }
    function say(shown) {
      status.textContent = shown.text;
      progress.hidden = shown.max === undefined;
      if (shown.max !== undefined) {
        progress.max = shown.max;
        progress.value = shown.value;
      }
    }
    halt.addEventListener("click", function () {
      stopCall(ticket, "stop");
    });
    reset.addEventListener("click", function () {
      token += 1;
      stopCall(ticket, "reset"); // a running example stops: Reset leaves nothing running
      idle();
      editor.value = original;
      editing(false);
      clear();
    });
    run.addEventListener("click", function () {
      if (busy) return; // not disabled, which would take the keyboard's focus away from it
      busy = true;
      run.setAttribute("aria-disabled", "true");
      halt.hidden = false;
      var mine = ++token;
      var source = editor.hidden ? original : editor.value; // the code shown is the code run
      clear();
      ticket = {};
      call("run_example", [source], function (shown) {
        if (mine === token) say(shown);
      }, ticket)
        .then(function (result) {
          if (mine === token) showResult(panel, status, result);
        })
        .catch(function (error) {
          if (mine !== token) return;
          status.dataset.verdict = error.stopped ? "stopped" : "error";
          status.textContent = error.message;
        })
        .finally(function () {
          if (mine !== token) return;
          idle();
        });
    });
  }

  // Each law an answer cites ("[1882:53, 1882:56]", "[law 1895:35]") becomes a link to its page.
  var CITED = /\b(1882|foster|1895):(\d{1,3})\b/g;
  function linkLaws(output) {
    var text = output.textContent;
    var at = 0;
    var parts = [];
    text.replace(CITED, function (whole, source, number, offset) {
      parts.push(document.createTextNode(text.slice(at, offset)));
      parts.push(make("a", { href: new URL("laws/" + source + "/" + number + "/", ROOT).href, class: "mention" }, whole));
      at = offset + whole.length;
      return whole;
    });
    if (!parts.length) return;
    parts.push(document.createTextNode(text.slice(at)));
    output.replaceChildren.apply(output, parts);
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
      delete output.dataset.verdict;
      call(form.dataset.try, args, function (shown) {
        output.textContent = shown.text;
      })
        .then(function (answer) {
          output.dataset.verdict = answer.ok ? "ok" : "error";
          output.textContent = answer.text;
          linkLaws(output);
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
