// Progress on the loading screen while Python starts (plain JS: runs before Python exists).
// The Python side replaces the loading screen with the table once it is ready.
(function () {
  "use strict";
  var text = document.getElementById("loading-text");
  var bar = document.getElementById("loading-bar");
  if (!text || !bar) return;
  var lang = (document.documentElement.getAttribute("data-lang") || "en");
  var L = {
    en: ["Downloading Python…", "Starting Python…", "Loading the game…"],
    ru: ["Загрузка Python…", "Запуск Python…", "Загрузка игры…"],
    uk: ["Завантаження Python…", "Запуск Python…", "Завантаження гри…"]
  }[lang] || ["Downloading Python…", "Starting Python…", "Loading the game…"];
  var stage = 0;
  function set(i, pct) {
    if (i < stage) return;
    stage = i;
    text.textContent = L[i];
    bar.value = pct;
  }
  set(0, 5);
  // Big files announce themselves as they arrive.
  var weights = {"pyodide.asm.mjs": 10, "python_stdlib.zip": 10, "pyodide.asm.wasm": 20, "app.zip": 5};
  var got = 5;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        var name = e.name.split("/").pop().split("?")[0];
        if (weights[name]) {
          got += weights[name];
          if (stage === 0) bar.value = got;
          if (name === "pyodide.asm.wasm") set(1, Math.max(got, 50));
        }
      });
    }).observe({type: "resource", buffered: true});
  } catch (e) { /* old browser: text only */ }
  window.addEventListener("py:ready", function () { set(2, 90); });
  window.__debertzLoading = set;
})();
