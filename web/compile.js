// A worker with one job: fetch what the game's Python needs to start and compile Pyodide's
// WebAssembly while it downloads (compileStreaming), then hand it all to the page (web/host.js) in one
// message: the compiled module and the files' bytes (moved, not copied). The page passes them on to
// the game's worker. Done here, the decoding of each arriving piece of the WebAssembly and the
// handling of the downloads stay off the page's main thread, so the first screen drawn before Python
// answers clicks at once, even on a slow phone. The browser keeps the compiled code for the next visit
// as it does for a compile on the page. Anything that fails is handed over as null: the game's worker
// then fetches or compiles it itself.
self.onmessage = function (ev) {
  var ask = ev.data || {};
  var module = typeof WebAssembly.compileStreaming === "function"
    ? WebAssembly.compileStreaming(fetch(ask.wasm)).catch(function () { return null; })
    : Promise.resolve(null);
  var names = Object.keys(ask.files || {});
  var bodies = names.map(function (name) {
    return fetch(ask.files[name]).then(function (r) { return r.ok ? r.arrayBuffer() : null; },
                                       function () { return null; });
  });
  Promise.all([module].concat(bodies)).then(function (got) {
    var out = { module: got[0], files: {} }, moved = [];
    names.forEach(function (name, i) {
      out.files[name] = got[i + 1];
      if (got[i + 1]) moved.push(got[i + 1]);
    });
    try {
      self.postMessage(out, moved);
    } catch (e) {  // a module this browser cannot post: the files alone
      out.module = null;
      self.postMessage(out, moved);
    }
  });
};
