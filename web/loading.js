// Progress on the loading screen while Python starts (plain JS: runs before Python exists).
// Real stages, from the files as they arrive and from the py:progress / py:ready events that
// web/host.js relays from Python's worker; between two stages the bar glides (a CSS transform
// transition, run by the compositor) towards the next stage over the time that stage took on the
// previous visit. Python's worker replaces the screen when the game is ready.
(function () {
  "use strict";
  var text = document.getElementById("loading-text");
  var bar = document.getElementById("loading-bar");
  var fill = bar && bar.querySelector(".fill");
  if (!text || !bar || !fill) return;
  // The languages and their texts: vendor/lang.js, written from Python's catalogues by the build.
  var P = window.DEBERTZ_LANG || {reference: "en", aliases: {}, texts: {}};
  function has(o, k) { return Object.prototype.hasOwnProperty.call(o, k); }
  // The language the first screen chose before this script runs (web/first.js, inlined above it), as Python
  // picks it: the link's, else the stored one, else the first of the browser's it knows.
  var lang = document.documentElement.getAttribute("data-first-lang") || "";
  if (!has(P.texts, lang)) lang = P.reference;
  // the page's language from its first paint (screen readers; web/host.js's one-line failure reads it)
  if (has(P.texts, lang)) document.documentElement.setAttribute("lang", lang);
  var T = (has(P.texts, lang) ? P.texts[lang] : P.texts[P.reference]) || {};
  var L = [T.downloading, T.starting, T.game];
  if (T.loading) bar.setAttribute("aria-label", T.loading);
  // How long each stage took last time (ms), to pace the glide; first visit: typical figures.
  var KEY = "debertz.loadTimes";
  var last = {download: 800, python: 1500, game: 700};
  try {
    var saved = JSON.parse(localStorage.getItem(KEY) || "null");
    if (saved && typeof saved === "object") {
      for (var k in last) if (typeof saved[k] === "number" && saved[k] > 0 && saved[k] < 60000) last[k] = saved[k];
    }
  } catch (e) { /* no storage: typical figures */ }
  var stage = -1, value = 0, began = {};
  // Move the bar to pct at once-ish, then glide on to `to` over `ms` (never past 99 %).
  function go(pct, to, ms) {
    value = Math.max(value, pct);
    fill.style.transition = "transform .25s linear";
    fill.style.transform = "scaleX(" + value / 100 + ")";
    bar.setAttribute("aria-valuenow", String(Math.round(value)));
    if (to > value) {
      var target = Math.min(to, 99);
      requestAnimationFrame(function () {
        fill.style.transition = "transform " + Math.max(300, ms) + "ms cubic-bezier(.2,.6,.4,1)";
        fill.style.transform = "scaleX(" + target / 100 + ")";
      });
    }
  }
  function enter(i, pct, to, ms) {
    if (i <= stage) return;
    stage = i;
    began[i] = performance.now();
    if (L[i]) text.textContent = L[i];
    go(pct, to, ms);
  }
  enter(0, 3, 40, last.download);
  // Downloads: each big file moves the bar when it has arrived.
  var weights = {"pyodide.mjs": 2, "pyodide.asm.mjs": 8, "python_stdlib.zip": 10,
                 "app.zip": 5, "pyodide.asm.wasm": 15};
  var got = 3, seen = {};
  function arrived(name) {
    if (!weights[name] || seen[name]) return;
    seen[name] = true;
    got += weights[name];
    if (stage === 0) go(got, 45, last.download);
    if (name === "pyodide.asm.wasm") python();
  }
  function python() { enter(1, Math.max(got, 48), 85, last.python); }
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { arrived(e.name.split("/").pop().split("?")[0]); });
    }).observe({type: "resource", buffered: true});
  } catch (e) { /* old browser: the stages below still move the bar */ }
  window.addEventListener("py:progress", function (e) {
    var what = String((e && e.detail) || "");
    if (what === "Loading interpreter") python();
    else if (what === "Loaded interpreter") { python(); go(86, 88, 300); }
  });
  window.addEventListener("py:ready", function () { python(); enter(2, 88, 98, last.game); });
  // When Python has replaced the screen: remember the stages' times for the next visit.
  new MutationObserver(function (_m, obs) {
    if (!document.documentElement.hasAttribute("data-py-ready")) return;
    obs.disconnect();
    var now = performance.now();
    var times = {download: (began[1] || now) - (began[0] || 0), python: (began[2] || now) - (began[1] || now),
                 game: now - (began[2] || now)};
    try { localStorage.setItem(KEY, JSON.stringify(times)); } catch (e) { /* full or disabled */ }
  }).observe(document.documentElement, {attributes: true, attributeFilter: ["data-py-ready"]});
  window.__debertzLoading = function (i, pct) { enter(i, pct, pct, 0); };
})();

// Offline: the service worker is registered once the game is up (so its download of the whole
// site never competes with Python's start), and tells the person when a new version is ready.
(function () {
  "use strict";
  function banner(reg) {
    if (document.getElementById("update")) return;
    var div = document.createElement("div");
    div.id = "update";
    div.setAttribute("role", "status");
    var P = window.DEBERTZ_LANG || {texts: {}};  // vendor/lang.js
    var lang = document.documentElement.getAttribute("lang");
    var T = Object.prototype.hasOwnProperty.call(P.texts, lang) ? P.texts[lang] : P.texts[P.reference];
    if (!T) return;
    var span = document.createElement("span");
    span.textContent = T.updateReady + " ";
    var btn = document.createElement("button");
    btn.type = "button";
    btn.textContent = T.reload;
    btn.addEventListener("click", function () {
      if (reg.waiting) reg.waiting.postMessage("skip-waiting");
      else location.reload();
    });
    div.appendChild(span);
    div.appendChild(btn);
    document.body.appendChild(div);
    document.documentElement.setAttribute("data-update-ready", "1");
  }
  window.debertzAfterReady = function () {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    var reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (reloading || !document.documentElement.hasAttribute("data-update-ready")) return;
      reloading = true;
      location.reload();
    });
    navigator.serviceWorker.register("./sw.js", { updateViaCache: "none" }).then(function (reg) {
      if (!reg) return;
      if (reg.waiting && navigator.serviceWorker.controller) banner(reg);
      reg.addEventListener("updatefound", function () {
        var w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", function () {
          if (w.state === "installed" && navigator.serviceWorker.controller) banner(reg);
        });
      });
    }).catch(function (e) { console.warn("service worker not registered:", e); });
  };
})();
