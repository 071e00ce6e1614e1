// The interpreter module that pyscript.toml names: PyScript imports it in the game's worker and
// calls its loadPyodide() as it would call Pyodide's own. It is Pyodide's loadPyodide with what
// PyScript does not do, so the start stays fast:
// - the page (web/host.js) has had the WebAssembly compiled with compileStreaming, where the
//   browser keeps a compiled copy for the next visit, and the standard library (the site's own:
//   precompiled to bytecode, only the modules the game and PyScript import) and the game's zip
//   downloaded while PyScript was starting (both by web/compile.js, a worker of its own, so the
//   page's main thread stays free); it hands them over here, so the worker neither compiles the
//   WebAssembly again (most of a warm start) nor waits for those downloads;
// - Pyodide's files come from the site's vendor/pyodide/ folder, never from a CDN.
// It also tells the page how far the start has come (the loading screen's stages).
import { loadPyodide as stockLoadPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const VENDOR = new URL("../vendor/pyodide/", import.meta.url).href;
// Pyodide's large JavaScript module, fetched and parsed while PyScript gets ready to call
// loadPyodide (which imports it by the same URL, so it is not fetched twice).
import(VENDOR + "pyodide.asm.mjs").catch(() => { /* loadPyodide reports it */ });
// How long to wait for the page's answer before doing it all here (a page that never answers:
// one without web/host.js, or one that failed).
const PAGE_WAIT_MS = 15000;

// Files the page handed over, by name, each answered once in place of its download: Pyodide's
// standard library and the game's zip (PyScript's [files]); any other request goes to the network.
const handedOver = new Map();
const plainFetch = globalThis.fetch.bind(globalThis);
const nameOf = (url) => String(url).split("/").pop().split("?")[0];
globalThis.fetch = (url, init) => {
  const name = nameOf(url instanceof Request ? url.url : url);
  const data = handedOver.get(name);
  if (!data) return plainFetch(url, init);
  handedOver.delete(name);
  return Promise.resolve(new Response(data));
};

function tellPage(what) {
  self.postMessage({ debertz: "progress", what });
}

// The page answers on a port of our own: the worker's message events belong to PyScript.
function askPage() {
  if (typeof MessageChannel !== "function") return Promise.resolve({});
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({}), PAGE_WAIT_MS);
    port1.onmessage = (ev) => {
      clearTimeout(timer);
      port1.close();
      resolve(ev.data || {});
    };
    self.postMessage({ debertz: "start" }, [port2]);
  });
}

export async function loadPyodide(options) {
  const { module, files } = await askPage();
  for (const [name, data] of Object.entries(files || {})) if (data) handedOver.set(name, data);
  const streamingBefore = WebAssembly.instantiateStreaming;
  if (module) {
    handedOver.set("pyodide.asm.wasm", new ArrayBuffer(0));  // not downloaded again: the module is here
    WebAssembly.instantiateStreaming = async (_response, imports) =>
      ({ instance: await WebAssembly.instantiate(module, imports), module });
  }
  tellPage("Loading interpreter");
  try {
    const py = await stockLoadPyodide({ ...options, indexURL: VENDOR });
    tellPage("Loaded interpreter");
    return py;
  } finally {
    WebAssembly.instantiateStreaming = streamingBefore;
    handedOver.delete("pyodide.asm.wasm");
  }
}
