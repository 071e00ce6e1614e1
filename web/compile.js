// A worker of one job: compile Pyodide's WebAssembly while it downloads (compileStreaming) and
// hand the compiled module to the page (web/host.js), which passes it on to the game's worker.
// Compiling here keeps the decoding of each arriving piece off the page's main thread, so the
// setup screen drawn before Python answers clicks at once, even on a slow phone. The browser
// keeps the compiled code for the next visit as it does for a compile on the page.
self.onmessage = function (ev) {
  function give(module) {
    try { self.postMessage(module); } catch (e) { self.postMessage(null); }  // not clonable here: the worker compiles
  }
  var url = String(ev.data);
  if (typeof WebAssembly.compileStreaming !== "function") { give(null); return; }
  WebAssembly.compileStreaming(fetch(url)).then(give, function () { give(null); });
};
