// The interpreter module that pyscript.toml names: PyScript imports it in the game's worker and
// calls its loadPyodide() as it would call Pyodide's own. It is Pyodide's loadPyodide with the
// options PyScript does not pass, so the start stays fast:
// - the WebAssembly is compiled by the page (web/host.js) with compileStreaming, where the browser
//   keeps a compiled copy for the next visit, and handed over here: the worker does not compile it
//   again (this is most of a warm start);
// - the standard library is the site's own (precompiled to bytecode, only the modules the game and
//   PyScript import) and its download starts as soon as this module runs;
// - Pyodide's files come from the site's vendor/pyodide/ folder, never from a CDN.
// It also tells the page how far the start has come (the loading screen's stages).
import { loadPyodide as stockLoadPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const VENDOR = new URL("../vendor/pyodide/", import.meta.url).href;
const WASM = "pyodide.asm.wasm";
const STDLIB = "python_stdlib.zip";
// How long to wait for the page's compiled module before compiling here (a page that never
// answers: a host page without web/host.js, or one that failed).
const PAGE_WAIT_MS = 15000;

const plainFetch = globalThis.fetch.bind(globalThis);
const stdlib = plainFetch(VENDOR + STDLIB).then((r) => (r.ok ? r.arrayBuffer() : null), () => null);

function tellPage(what) {
  self.postMessage({ debertz: "progress", what });
}

// The page answers on a port of our own: the worker's message events belong to PyScript.
function moduleFromPage() {
  if (typeof MessageChannel !== "function") return Promise.resolve(null);
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), PAGE_WAIT_MS);
    port1.onmessage = (ev) => {
      clearTimeout(timer);
      port1.close();
      resolve((ev.data && ev.data.module) || null);
    };
    self.postMessage({ debertz: "wasm" }, [port2]);
  });
}

const nameOf = (url) => String(url).split("/").pop().split("?")[0];

export async function loadPyodide(options) {
  const module = await moduleFromPage();
  const stdlibData = await stdlib;
  // While Pyodide starts, its two big fetches are answered from what is already here.
  const { fetch: fetchBefore } = globalThis;
  const streamingBefore = WebAssembly.instantiateStreaming;
  globalThis.fetch = async (url, init) => {
    const name = nameOf(url);
    if (module && name === WASM) return new Response(new ArrayBuffer(0));
    if (stdlibData && name === STDLIB) return new Response(stdlibData);
    return plainFetch(url, init);
  };
  if (module) {
    WebAssembly.instantiateStreaming = async (_response, imports) =>
      ({ instance: await WebAssembly.instantiate(module, imports), module });
  }
  tellPage("Loading interpreter");
  try {
    const py = await stockLoadPyodide({ ...options, indexURL: VENDOR });
    tellPage("Loaded interpreter");
    return py;
  } finally {
    globalThis.fetch = fetchBefore;
    WebAssembly.instantiateStreaming = streamingBefore;
  }
}
