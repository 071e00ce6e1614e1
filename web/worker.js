// Python's thread: Pyodide runs here, in a module Web Worker, so its start (CPython compiling and
// running its start-up code, over a second on a cold visit) and the bots' thinking never hold the
// page. The page (web/host.js) sends what it fetched (the WebAssembly module, compiled there so the
// browser's code cache serves a warm visit, and the two zips, moved here without a copy) and then
// the person's events as JSON strings; Python (debertz_web.browser) answers with JSON strings that
// say what to draw and do. Nothing here decides anything about the game.
"use strict";

const inbox = [];           // events that arrive before Python is ready
let receive = null;         // Python's debertz_web.browser receiver, once started
const files = {};           // name -> Promise<ArrayBuffer>, fed by the page
const fileResolvers = {};
let moduleResolve = null;
const wasmModule = new Promise((resolve) => { moduleResolve = resolve; });
let bootEnv = null;
let bootResolve = null;
const bootReady = new Promise((resolve) => { bootResolve = resolve; });

function fileFromPage(name) {
  if (!files[name]) files[name] = new Promise((resolve) => { fileResolvers[name] = resolve; });
  return files[name];
}

function say(op) { self.postMessage(JSON.stringify(op)); }

self.onmessage = (ev) => {
  const d = ev.data;
  if (typeof d === "string") {          // an event of the page, for Python
    if (receive) receive(d); else inbox.push(d);
    return;
  }
  if (d && d.t === "wasm") moduleResolve(d.module || null);
  else if (d && d.t === "file") { fileFromPage(d.name); fileResolvers[d.name](d.data || null); }
  else if (d && d.t === "env") { bootEnv = d.env; bootResolve(); }
};

// Pyodide fetches its standard library and WebAssembly itself: hand it what the page fetched.
const plainFetch = self.fetch.bind(self);
self.fetch = async (url, opts) => {
  const name = String(url).split("/").pop().split("?")[0];
  if (name === "pyodide.asm.wasm") return new Response(new ArrayBuffer(0));
  if (name === "python_stdlib.zip" && files[name]) {
    const data = await files[name];
    if (data) return new Response(data);
  }
  return plainFetch(url, opts);
};
const plainInstantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (response, imports) => {
  const module = await wasmModule;
  if (!module) return plainInstantiateStreaming(plainFetch(new URL("../vendor/pyodide/pyodide.asm.wasm", import.meta.url)), imports);
  return { instance: await WebAssembly.instantiate(module, imports), module };
};

async function start() {
  fileFromPage("python_stdlib.zip");
  fileFromPage("app.zip");
  // Start working once the page has compiled the WebAssembly: on a machine with few cores, this
  // thread's start would slow the compile down and stretch the page's tasks (measured: faster, and
  // fewer long tasks on the page, than starting both at once).
  await wasmModule;
  const { loadPyodide } = await import("../vendor/pyodide/pyodide.mjs");
  say({ t: "progress", what: "Loading interpreter" });
  const py = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  say({ t: "progress", what: "Loaded interpreter" });
  let app = await files["app.zip"];
  if (!app) app = await (await plainFetch(new URL("../vendor/app.zip", import.meta.url))).arrayBuffer();
  const head = new Uint8Array(app, 0, Math.min(2, app.byteLength));
  if (head[0] !== 0x50 || head[1] !== 0x4b) throw Object.assign(new Error("vendor/app.zip is not a zip file"), { code: "files" });
  py.unpackArchive(app, "zip", { extractDir: "/home/pyodide" });
  say({ t: "progress", what: "py:ready" });
  await bootReady;
  const browser = py.pyimport("debertz_web.browser");
  receive = browser.start(JSON.stringify(bootEnv));
  for (const d of inbox.splice(0)) receive(d);
}

// One line for the page: a Python error's message ends with its last line ("ValueError: ...").
start().catch((e) => {
  const lines = String((e && e.message) || e).trim().split("\n").filter((l) => l.trim());
  say({ t: "fatal", code: (e && e.code) || "", text: (lines.pop() || "unknown error").trim().slice(0, 200) });
});
