// Progress on the loading screen while Python starts (plain JS: runs before Python exists).
// The Python side replaces the loading screen with the table once it is ready.
(function () {
  "use strict";
  var text = document.getElementById("loading-text");
  var bar = document.getElementById("loading-bar");
  if (!text || !bar) return;
  var lang = "en";
  try {
    var q = new URLSearchParams(location.search).get("lang");
    var prefs = JSON.parse(localStorage.getItem("debertz.prefs") || "{}") || {};
    var nav = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
    lang = q || prefs.lang || nav.toLowerCase().split("-")[0];
  } catch (e) { /* storage may be disabled: English */ }
  if (lang === "be") lang = "ru";
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

// Offline: the service worker is registered once the game is up (so its download of the whole
// site never competes with Python's start), and tells the person when a new version is ready.
(function () {
  "use strict";
  function banner(reg) {
    if (document.getElementById("update")) return;
    var div = document.createElement("div");
    div.id = "update";
    div.setAttribute("role", "status");
    var lang = document.documentElement.getAttribute("lang") || "en";
    var t = {
      en: ["A new version is ready.", "Reload"],
      ru: ["Готова новая версия.", "Обновить"],
      uk: ["Готова нова версія.", "Оновити"]
    }[lang] || ["A new version is ready.", "Reload"];
    var span = document.createElement("span");
    span.textContent = t[0] + " ";
    var btn = document.createElement("button");
    btn.type = "button";
    btn.textContent = t[1];
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
