// run-worker.mjs: the web worker in which the site runs Python (issue 13).
//
// It loads Pyodide from the site itself (../pyodide/, put there at build time
// by pokerlaws.runtime.pyodide_runtime), unpacks into its site-packages the
// archives that ../pyodide/runtime.json names (the engine's wheel, built from
// the same checkout as the site, PyYAML's Python modules, and their bytecode
// when the build compiled it), and then
// answers each message {id, fn, args} by calling
// pokerlaws.edition.in_browser.<fn>(*args), which returns JSON text.
// Nothing is fetched from any other host: no package is loaded from a CDN.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const base = new URL("../pyodide/", import.meta.url);

// The milliseconds each step of the start took, for scripts/bench_run.py to print.
const timings = {};
const t0 = performance.now();
const mark = (step) => (timings[step] = Math.round(performance.now() - t0));

// A file of the runtime that is missing is said at once, not after the loader's long wait.
async function present(name) {
  const response = await fetch(new URL(name, base), { method: "HEAD" });
  if (!response.ok) throw new Error(`pyodide/${name}: HTTP ${response.status}`);
}

// The bytes of the runtime received so far, told to the page (run-examples.js shows the progress
// of a first Run's download): every fetch of this worker is counted as its body arrives.
let received = 0;
let told = 0;
const plainFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await plainFetch(input, init);
  if (!response.body || (init && init.method === "HEAD")) return response;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        self.postMessage({ progress: received }); // each file whole: the count as it stands
        controller.close();
        return;
      }
      received += value.byteLength;
      const now = performance.now();
      if (now - told > 100) {
        told = now;
        self.postMessage({ progress: received });
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
};

async function start() {
  const listed = await fetch(new URL("runtime.json", base));
  if (!listed.ok) throw new Error(`pyodide/runtime.json: HTTP ${listed.status}`);
  const manifest = await listed.json();
  self.postMessage({ download: manifest.download || null });
  // the standard library as the build left it: with its bytecode, compiled once there, or as source
  const stdlib = manifest.stdlib;
  await Promise.all(["pyodide.asm.mjs", "pyodide.asm.wasm", stdlib, "pyodide-lock.json"].map(present));
  const archives = manifest.archives.map(async (archive) => {
    const response = await fetch(new URL(archive.file, base));
    if (!response.ok) throw new Error(`${archive.file}: HTTP ${response.status}`);
    return [archive, await response.arrayBuffer()];
  }); // fetched while the interpreter starts
  // packageBaseUrl too: without it Pyodide would take packages it lacks from its CDN (it loads none here)
  const pyodide = await loadPyodide({
    indexURL: base.href, packageBaseUrl: base.href, stdLibURL: new URL(stdlib, base).href, packages: [],
  });
  mark("interpreter");
  self.postMessage({ progress: received, interpreter: true });
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const [archive, buffer] of await Promise.all(archives)) {
    pyodide.unpackArchive(buffer, archive.format, { extractDir: sitePackages });
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  mark("archives");
  const module = pyodide.pyimport("pokerlaws.edition.in_browser");
  mark("module");
  return { module, seconds: manifest.seconds };
}

const ready = start();

ready.then(
  (loaded) => self.postMessage({ ready: true, seconds: loaded.seconds, timings }),
  (error) => self.postMessage({ ready: false, error: String(error && error.message ? error.message : error) }),
);

self.onmessage = async (event) => {
  const { id, fn, args } = event.data;
  try {
    const { module } = await ready;
    self.postMessage({ id, result: module[fn](...args) });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
};
