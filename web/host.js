// The page's side of the game: the only code that touches the DOM. PyScript starts the game's
// Python in a worker (index.html's <script type="py" worker>, configured by pyscript.toml); this
// script has what that worker's Python needs fetched and compiled (web/compile.js) as soon as the
// first screen is painted (it runs before PyScript's own module, and does not wait for it), hands it
// over when the worker asks (web/interpreter.mjs), passes the person's events to Python as plain
// data (the worker's exported functions) and applies what Python answers in the worker's own
// messages: the page's HTML by region, storage, downloads, the clipboard, focus. It decides nothing
// about the game.
(function () {
  "use strict";
  var root = document.documentElement;
  var HERE = document.currentScript ? document.currentScript.src : location.href;
  var WASM = new URL("../vendor/pyodide/pyodide.asm.wasm", HERE).href;
  var COMPILER = new URL("compile.js", HERE).href;
  // Downloaded for Python's start (by web/compile.js): the standard library (Pyodide's) and the game
  // (PyScript's [files]).
  var PREFETCH = { "python_stdlib.zip": new URL("../vendor/pyodide/python_stdlib.zip", HERE).href,
                   "app.zip": new URL("../vendor/app.zip", HERE).href };
  var CLICKABLE = "[data-action],[data-card],[data-why]";
  var CLICK_ATTRS = ["data-action", "data-card", "data-why", "data-why-card", "data-key", "disabled",
                     "data-match", "data-deal", "data-step", "data-seat"];
  var FOCUS_ORDER = ['#curtain [data-action]', '#controls [data-action]', '#hand button[data-card]:not([disabled])',
                     '[data-action="next-deal"]', '[data-action="new-match"]'];
  var DECISIONS_KEPT = 5000;
  // The one-line failure's words, per language: vendor/lang.js, written from Python's catalogues by the build.
  var PAGE = window.DEBERTZ_LANG || {texts: {}};

  var worker = null;        // PyScript's worker (its xworker), once created
  var started = false;      // Python has started the app: events go straight to it
  var waiting = [];         // events of the person before that, in order
  // The setup screen drawn before Python (web/first.js): its form works by itself; what the person
  // chose there, and a press on Deal, go to Python with its start (environment), never twice.
  var dealWanted = false;
  // Once the mode or the preset has changed there, the table options on that screen are the old
  // preset's: only those the person set since then go to Python (the others start from the new preset's).
  // The same when web/first.js put the stored settings on that screen (its options are not the stored ones).
  var optsReset = !!(window.debertzFirst && window.debertzFirst.stale), optsSet = {};
  function earlyForm() {
    var form = readForm();
    if (optsReset) {
      Object.keys(form).forEach(function (k) {
        if ((k.indexOf("opt-") === 0 || k.indexOf("target") === 0) && !optsSet[k]) delete form[k];
      });
    }
    return form;
  }
  function early() { return !started && root.hasAttribute("data-first") && !!document.getElementById("setup"); }
  // While an event is on its way to Python and back, <html data-busy> is set (the tests wait for it
  // to go, as a person waits for the table to answer).
  var pending = 0;
  function begin() { pending++; root.setAttribute("data-busy", ""); }
  function finish() { pending = Math.max(0, pending - 1); if (!pending) root.removeAttribute("data-busy"); }
  function send(obj, begun) {
    if (!begun) begin();
    var text = JSON.stringify(obj);
    if (started) toPython(text);
    else waiting.push(text);
  }
  function toPython(text) {
    worker.sync.receive(text).catch(function (e) { console.warn("page: event not delivered: " + e); });
  }

  // ----- start. The downloads and the WebAssembly's compile begin once the first screen is painted,
  // so nothing competes with its first paint; the browser keeps the compiled code for the next visit.
  // They run in a worker of their own (web/compile.js): on the page's main thread, decoding each
  // arriving piece would hold up the clicks on the first screen for seconds on a slow phone. The
  // worker starts at once (a small script), so that it is up when they may begin.
  var aside = null, asideFailed = false;  // failed: its script did not load (the game's worker then does it all)
  try {
    aside = new Worker(COMPILER);
    aside.onerror = function (ev) { ev.preventDefault(); asideFailed = true; };
  } catch (e) { aside = null; }
  // What the worker hands over, {module, files: {name: bytes}}; anything missing (null) the game's
  // worker fetches or compiles itself.
  var handover = null;
  function prepare() {
    if (handover) return;
    handover = new Promise(function (resolve) {
      if (!aside || asideFailed) { resolve({}); return; }
      function done(got) {
        aside.terminate();
        resolve(got || {});
      }
      aside.onmessage = function (ev) { done(ev.data); };
      aside.onerror = function (ev) { ev.preventDefault(); done(null); };
      aside.postMessage({ wasm: WASM, files: PREFETCH });
    });
  }
  // What web/interpreter.mjs asks for, answered on its own port: the compiled module and the files.
  function answer(port) {
    prepare();
    var got = handover;
    // the files are moved to the first ask: any later one (even before they arrive) gets the module alone
    handover = got.then(function (g) { return { module: g.module }; });
    got.then(function (g) {
      var out = { module: g.module || null, files: g.files || {} };
      var moved = Object.keys(out.files).map(function (n) { return out.files[n]; }).filter(Boolean);
      port.postMessage(out, moved);
    });
  }
  function fromWorker(ev) {
    var d = ev.data;
    if (typeof d === "string") { applyOps(d); return; }
    if (!d || typeof d !== "object") return;
    if (d.debertz === "start" && ev.ports && ev.ports[0]) answer(ev.ports[0]);
    else if (d.debertz === "progress") {
      window.dispatchEvent(new CustomEvent("py:progress", { detail: d.what }));
    }
  }
  // A write that failed (the storage is full) stops the writes after it in the same message: Python orders
  // them so that what must be kept comes first (the kept matches before a save that replaces one of them).
  var writeFailed = false;
  function applyOps(text) {
    var ops;
    try { ops = JSON.parse(text); } catch (e) { return; }
    writeFailed = false;
    // one message: what one turn of Python's loop asked for, applied in one task
    (Array.isArray(ops) ? ops : [ops]).forEach(function (op) {
      var run = op && OPS[op.t];
      if (!run) return;
      try { run(op); } catch (e) { console.warn("page: " + op.t + " failed: " + e); }
    });
  }
  function failed(e) {
    var msg = (e && (e.message || (e.error && e.error.message))) || String(e || "the Python worker failed");
    var lines = String(msg).trim().split("\n").filter(function (l) { return l.trim(); });
    var last = (lines.pop() || "unknown error").trim();
    fatal(last, /\b(404|Failed to fetch|NetworkError|not a zip|BadZipFile|Load failed)\b/i.test(msg) ? "files" : "");
  }
  // PyScript hands over its worker as soon as it has made it (before Python has started). Its module
  // is imported here without waiting for it (the same module as index.html's <script type=module>).
  import(new URL("../vendor/pyscript/core.js", HERE).href).then(function (pyscript) {
    pyscript.hooks.main.onWorker.add(function (_wrap, xworker) { connect(xworker); });
    var made = document.querySelector('script[type="py"][worker]');
    if (made && made.xworker) connect(made.xworker);  // made already: take it as it is
  }, function (e) { failed(e); });
  function connect(xworker) {
    if (worker) return;
    worker = xworker;
    xworker.onerror = function (ev) { failed(ev); };
    xworker.addEventListener("message", fromWorker);
    xworker.ready.then(function () {
      return xworker.sync.start(JSON.stringify(environment()));
    }).then(function () {
      started = true;
      waiting.splice(0).forEach(toPython);
      // a storage already full (or turned off) is said at once, not at the first move that cannot be saved
      if (!roomToWrite()) send({ t: "store_failed", key: "" });
    }, failed);
  }
  function roomToWrite() {
    var probe = "debertz.probe";
    if (!write(probe, new Array(129).join("x"))) return false;
    try { localStorage.removeItem(probe); } catch (e) { /* gone with the storage */ }
    return true;
  }
  // A write to the storage; when it is full, the table's picture for the next visit (only a cache) gives its
  // room first. Whether it was written.
  function write(key, text) {
    try { localStorage.setItem(key, text); return true; } catch (e) { /* full, or turned off */ }
    try {
      localStorage.removeItem(PICTURE);
      localStorage.setItem(key, text);
      return true;
    } catch (e) { return false; }
  }
  function environment() {
    var langs = Array.prototype.slice.call(navigator.languages || []);
    if (!langs.length) langs = [navigator.language || "en"];
    var env = { search: location.search || "", hash: location.hash || "", languages: langs,
                page_url: location.origin + location.pathname, stored: stored() };
    if (early()) { env.form = earlyForm(); env.deal = dealWanted; }
    return env;
  }
  // Once the first screen is on the screen: two frames after this script ran (the first one paints
  // it). Nothing big starts before that paint, so nothing can be charged to it: the first screen needs
  // nothing from the network, but an estimate of a slow phone's paint such as Lighthouse's counts every
  // download that had started before it. A hidden tab paints nothing: at once then. Whatever happens,
  // within 3 s (no shorter timer: on a slow or busy device the first frame can come later than one).
  var FIRST_PAINT_WAIT_MS = 3000;
  function afterFirstPaint(fn) {
    var done = false;
    function once() { if (!done) { done = true; setTimeout(fn, 0); } }
    setTimeout(once, FIRST_PAINT_WAIT_MS);
    if (document.visibilityState === "hidden") once();
    else requestAnimationFrame(function () { requestAnimationFrame(once); });
  }

  function stored() {
    var out = {};
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var k = localStorage.key(i);
        if (k && k.indexOf("debertz.") === 0 && k !== PICTURE) out[k] = localStorage.getItem(k);
      }
    } catch (e) { /* storage disabled: a clean start */ }
    return out;
  }

  function onReady(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
    else fn();
  }

  onReady(function () {
    document.addEventListener("click", onClick);
    document.addEventListener("pointerup", onPointerUp);
    document.addEventListener("change", onChange);
    document.addEventListener("keydown", onKey);
    document.addEventListener("submit", function (e) { e.preventDefault(); });
    afterFirstPaint(prepare);
    window.addEventListener("hashchange", function () {
      if (ownHash) { ownHash = false; return; }  // a Back that closed a panel, not a new link
      send({ t: "hash", hash: location.hash || "" });
    });
    window.addEventListener("popstate", onPopState);
    // Another tab of the game wrote to the storage: Python takes it in, so that what it writes next
    // builds on it (two tabs never write back each other's stale history or kept matches).
    window.addEventListener("storage", function (e) {
      if (e.storageArea !== localStorage || !e.key || e.key.indexOf("debertz.") !== 0) return;
      send({ t: "stored", key: e.key, text: e.newValue == null ? "" : e.newValue });
    });
  });

  function fatal(msg, code) {
    if (root.hasAttribute("data-py-ready")) { console.error("python: " + msg); return; }
    var lang = root.getAttribute("lang");  // set by web/loading.js from the link, the settings, the browser
    var T = Object.prototype.hasOwnProperty.call(PAGE.texts, lang) ? PAGE.texts[lang] : PAGE.texts[PAGE.reference];
    if (code === "files" && T) msg = T.files;
    var line = String(msg).split("\n")[0];
    var text = T ? T.fatal.replace("{msg}", function () { return line; }) : line;  // without vendor/lang.js: the reason alone
    var bar = document.getElementById("message");
    if (bar) { bar.textContent = text; bar.hidden = false; }
    var t = document.getElementById("loading-text");
    if (t) t.textContent = text;
    root.setAttribute("data-py-ready", "1");
    root.setAttribute("data-py-failed", "1");
  }

  // ----- what Python asks for
  var keys = [];            // keys Python takes while the current screen is up (preventDefault)
  var overlay = "";
  var lastMessage = "";     // the message bar's last HTML from Python: a new one is brought into sight
  var lastFocus = null, dialogOpener = null;
  var OPS = {
    render: render,
    done: finish,
    // a complete trick was just put on the table (the op follows its render): its time there starts when
    // the frame that draws it comes (a hidden tab draws no frames: then a moment later)
    ack: function (op) {
      var sent = false;
      var shown = function () {
        if (sent) return;
        sent = true;
        send({ t: "shown", gen: op.gen, token: op.token });
      };
      requestAnimationFrame(shown);
      setTimeout(shown, 100);
    },
    ready: function () {
      root.setAttribute("data-ready-ms", String(Math.round(performance.now())));
      root.setAttribute("data-py-ready", "1");
      if (typeof window.debertzAfterReady === "function") setTimeout(window.debertzAfterReady, 1500);
    },
    progress: function (op) {
      var name = op.what === "py:ready" ? "py:ready" : "py:progress";
      window.dispatchEvent(new CustomEvent(name, { detail: op.what }));
    },
    fatal: function (op) { fatal(op.text, op.code); },
    store: function (op) {
      if (writeFailed) return;
      if (!write(op.key, op.text)) {
        writeFailed = true;
        send({ t: "store_failed", key: op.key });
      }
    },
    remove: function (op) {
      if (writeFailed) return;
      try { localStorage.removeItem(op.key); } catch (e) { /* nothing to remove */ }
    },
    download: function (op) { download(op.text, op.filename); },
    download_stored: function (op) {
      var raw = null;
      try { raw = localStorage.getItem(op.key); } catch (e) { raw = null; }
      if (raw) download(raw, op.filename);
    },
    copy: function (op) {
      // "copied" only once the clipboard has taken it; refused (a window without focus, no permission), the
      // person is told, and the link stays in its panel to copy by hand
      function failed() { send({ t: "copy_failed" }); }
      try {
        var done = navigator.clipboard.writeText(op.text);
        if (done && done.then) done.then(function () { send({ t: "copied" }); }, failed); else failed();
      } catch (e) { failed(); }
    },
    pick_file: function () { var inp = document.getElementById("import-file"); if (inp) inp.click(); },
    move_focus: function (op) { moveFocus(op.step); },
    fragment: function (op) {
      history.replaceState(history.state, "", op.text ? "#" + op.text : location.pathname + location.search);
      if (unwinding !== null) unwinding = location.href;  // the address to keep once our Back is done
      else if (backEntry) topHash = location.hash;
    },
    attrs: function (op) { for (var k in op.attrs) root.setAttribute(k, op.attrs[k]); },
    decision: function (op) {
      var log = window.__debertzDecisions || (window.__debertzDecisions = []);
      if (log.length >= DECISIONS_KEPT) log.shift();
      log.push(op.row);
    },
    log: function (op) { (console[op.level] || console.log).call(console, op.text); }
  };

  // The last picture Python drew, kept when the page is left: web/first.js paints it at the next visit
  // before Python has started (not playable until then). The page's own, not Python's: never sent to it.
  var PICTURE = "debertz.picture", picture = null;
  function keepPicture() {
    if (!picture || !started) return;
    var table = document.getElementById("table");
    picture.topbar = document.getElementById("topbar").innerHTML;
    picture.table = picture.kept || table.innerHTML;  // pass-and-play: the curtain, never a hand
    try { localStorage.setItem(PICTURE, JSON.stringify(picture)); } catch (e) { /* full or disabled: none kept */ }
  }
  document.addEventListener("visibilitychange", function () { if (document.hidden) keepPicture(); });
  window.addEventListener("pagehide", keepPicture);

  function render(p) {
    var doc = document;
    root.removeAttribute("data-first");
    // The address names another table than the one on the page (the person's own match, a kept one brought
    // back): it goes, so that nobody copies it for this table; a reload of the plain page brings this match.
    if (typeof p.address === "string" && location.search && p.address !== location.search) {
      try { history.replaceState(history.state, "", location.pathname + location.hash); } catch (e) { /* kept */ }
    }
    picture = { v: 1, lang: p.lang, phase: p.phase, screen: p.screen, title: p.title, root: p.root,
                search: location.search,
                match: (p.root.filter(function (kv) { return kv[0] === "data-match"; })[0] || [])[1] || "",
                kept: p.kept || "" };
    root.setAttribute("lang", p.lang);
    root.setAttribute("data-lang", p.lang);
    p.root.forEach(function (kv) { root.setAttribute(kv[0], kv[1]); });
    var table = doc.getElementById("table");
    table.setAttribute("data-phase", p.phase);
    table.setAttribute("aria-busy", "false");
    table.inert = false;
    table.className = "screen-" + p.screen;
    var active = doc.activeElement;
    if (active && active !== doc.body && active.getAttribute) {
      lastFocus = active.getAttribute("data-key") || active.getAttribute("data-action") || lastFocus;
    }
    doc.getElementById("topbar").innerHTML = p.topbar;
    var bar = doc.getElementById("message");
    var said = !!p.message && p.message !== lastMessage;
    lastMessage = p.message;
    bar.innerHTML = p.message;
    bar.hidden = !p.message;
    // A section the person unfolded (<details id>) stays unfolded when the same screen is drawn again.
    var unfolded = Array.prototype.map.call(table.querySelectorAll("details[id][open]"), function (d) { return d.id; });
    table.innerHTML = p.table;
    unfolded.forEach(function (id) { var d = doc.getElementById(id); if (d && table.contains(d)) d.open = true; });
    doc.getElementById("overlay").innerHTML = p.overlay_html;
    var live = doc.getElementById("live");
    if (live.textContent !== p.live) live.textContent = p.live;
    doc.title = p.title;
    keys = p.keys || [];
    overlay = p.overlay;
    restoreFocus(p.focus, p.screen === "table" && !p.overlay);
    backOpen = !!p.closable;
    syncBack();
    // a new message while the page is scrolled down (a long setup screen on a phone): brought into sight
    if (said && bar.getBoundingClientRect().top < 0) bar.scrollIntoView({ block: "start" });
  }

  // ----- the Back button closes what is open (a panel, the tools menu; the setup opened from a match goes
  // back to it) before it leaves the page (Python says what: wire.back_msg).
  // While something is open the history has an entry of the page's own on top (the same address): Back
  // takes it off and Python is asked to close. Closed from the page (its button, Escape) the entry is
  // taken off here, keeping the address the viewer wrote meanwhile (its #replay= position, or none).
  var backOpen = false;     // the last render had something Back can close
  var backEntry = false;    // the page's entry is on top of the history
  var unwinding = null;     // the address to keep while the page's own history.back() is under way
  var ownHash = false;      // the hashchange that follows a Back between our two entries is not a new link
  var topHash = "";         // the fragment of the page's entry (the viewer writes its position there)
  function syncBack() {
    if (unwinding !== null) return;  // once our Back is done (onPopState)
    try {
      if (backOpen && !backEntry) {
        history.pushState({ debertzPanel: 1 }, "", location.href);
        backEntry = true;
        topHash = location.hash;
      } else if (!backOpen && backEntry) {
        backEntry = false;
        unwinding = location.href;
        history.back();
      }
    } catch (e) { backEntry = false; unwinding = null; }  // no history to use (a sandboxed frame): Back leaves
  }
  function onPopState() {
    if (unwinding !== null) {
      var keep = unwinding;
      unwinding = null;
      if (location.href !== keep) {
        expectHash(location.hash !== new URL(keep).hash);
        history.replaceState(history.state, "", keep);
      }
      syncBack();  // opened again meanwhile
      return;
    }
    if (!backEntry) return;  // a Back or Forward of the person's between other entries
    backEntry = false;
    expectHash(location.hash !== topHash);
    if (early() && window.debertzFirst) closeFirst();  // (a menu under the panel: the next Back closes it)
    send({ t: "back" });
  }
  // The first screen's panel or menu (before Python): Back's entry follows what is open there; Back and
  // Escape close it at once (Python, once there, closes it too: it is sent the same).
  function firstOpened() { backOpen = window.debertzFirst.closable(); syncBack(); }
  function closeFirst() { window.debertzFirst.back(); firstOpened(); }
  // The hashchange of a Back comes as a task of its own after the popstate; should none come, the
  // next one (a link followed later) is not taken for it.
  function expectHash(changed) {
    ownHash = changed;
    if (changed) setTimeout(function () { ownHash = false; }, 1000);
  }

  // The element a focus key names that the person can see: a tool is drawn twice (the bar's button and the
  // menu's item) and one of them is hidden at every width; focusing a hidden one leaves the focus nowhere.
  function byKey(key) {
    var all = document.querySelectorAll('[data-key="' + key + '"], [data-action="' + key + '"]');
    for (var i = 0; i < all.length; i++) if (all[i].getClientRects().length) return all[i];
    return null;
  }

  // A panel is a modal dialog: it takes the focus and gives it back to its opener when it closes.
  function restoreFocus(key, tableUp) {
    var doc = document;
    var dialog = doc.querySelector("#overlay [role=dialog]:not([hidden])");
    if (dialog) {
      if (dialogOpener === null) dialogOpener = key || lastFocus || "menu";
      if (!dialog.contains(doc.activeElement)) dialog.focus({ preventScroll: true });
      return;
    }
    if (dialogOpener !== null) {
      key = dialogOpener;
      dialogOpener = null;
      if (!byKey(key)) key = "menu";
    }
    if (key) {
      var el = byKey(key);
      if (el && !el.hasAttribute("disabled")) { el.focus(); return; }
    }
    var active = doc.activeElement;
    if (active && active !== doc.body && doc.body.contains(active)) return;
    if (!tableUp) {
      // a control that led to another screen and is gone with the old one: the new screen's title takes the
      // focus, so the next Tab goes on from there (not from the top of the page)
      var title = key ? doc.querySelector("#setup .setup-title") : null;
      if (title) title.focus({ preventScroll: true });
      return;
    }
    for (var i = 0; i < FOCUS_ORDER.length; i++) {
      var f = doc.querySelector(FOCUS_ORDER[i]);
      if (f) { f.focus({ preventScroll: true }); return; }
    }
  }

  function moveFocus(step) {
    var cards = Array.prototype.slice.call(document.querySelectorAll("#hand button[data-card]:not([disabled])"));
    if (!cards.length) return;
    var idx = cards.indexOf(document.activeElement);
    idx = idx >= 0 ? ((idx + step) % cards.length + cards.length) % cards.length : 0;
    cards[idx].focus();
  }

  function download(text, filename) {
    var url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    var a = document.createElement("a");
    a.href = url;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 5000);
  }

  // ----- the person's events, as plain data
  function attrsOf(el) {
    var out = {};
    CLICK_ATTRS.forEach(function (a) { if (el.hasAttribute(a)) out[a] = el.getAttribute(a) || ""; });
    return out;
  }

  function readForm() {
    var form = document.getElementById("setup");
    if (!form) return {};
    var out = {};
    Array.prototype.forEach.call(form.querySelectorAll("[name]"), function (el) {
      var kind = el.type || "";
      if (kind === "radio") { if (el.checked) out[el.name] = String(el.value); }
      else if (kind === "checkbox") out[el.name] = el.checked ? "on" : "";
      else out[el.name] = String(el.value);
    });
    return out;
  }

  // Deal pressed before Python is there: kept (the form stays as it is) and said until the deal is drawn.
  function shuffling() {
    var form = document.getElementById("setup");
    if (dealWanted || !form) return;
    dealWanted = true;
    var T = PAGE.texts[root.getAttribute("lang")] || PAGE.texts[PAGE.reference] || {};
    var p = document.createElement("p");
    p.className = "shuffling";
    p.setAttribute("role", "status");
    p.textContent = T.shuffling || "…";
    var row = form.querySelector(".actions");
    if (row) row.after(p); else form.appendChild(p);
    form.inert = true;
    document.getElementById("table").setAttribute("aria-busy", "true");
  }

  function onClick(event) {
    var t = event.target;
    var el = t && t.closest ? t.closest(CLICKABLE) : null;
    if (!el) return;
    var attrs = attrsOf(el);
    if ("data-action" in attrs && !("disabled" in attrs)) event.preventDefault();
    var act = attrs["data-action"];
    if (early() && act === "start") { shuffling(); return; }
    var first = early() && window.debertzFirst;  // before Python: the first screen's own tools, asked of Python too
    if (first && act && act.indexOf("lang:") === 0) first.lang(act.slice(5));
    else if (first && act && act.indexOf("show-") === 0) first.panel(act.slice(5));  // those it has (prerender.py)
    else if (first && act === "close") first.panel("");
    else if (first && act === "menu") first.menu();
    if (first) firstOpened();
    send({ t: "click", attrs: attrs, form: act === "start" || act === "form-change" ? readForm() : null,
           now: new Date().toISOString() });
  }

  // A press on a refused card: the browser sends no click for a disabled button, so say why here.
  function onPointerUp(event) {
    var t = event.target;
    if (!t || !t.closest || !t.closest("button[disabled]")) return;
    var slot = t.closest("[data-why-card]");
    if (slot) send({ t: "pointerup", attrs: attrsOf(slot) });
  }

  function onChange(event) {
    var t = event.target;
    if (!t) return;
    if (t.id === "import-file") {
      var file = t.files && t.files.length ? t.files[0] : null;
      t.value = "";
      if (!file) return;
      begin();
      file.text().then(function (text) { send({ t: "import", text: text }, true); },
                       function (e) { send({ t: "import_failed", error: String((e && e.message) || e) }, true); });
      return;
    }
    if (early() && t.closest && t.closest("#setup")) {  // the form works by itself; Python reads it at start
      if (window.debertzFirst && t.name === "mode") window.debertzFirst.mode(t.value);
      if (window.debertzFirst && t.name === "preset") window.debertzFirst.preset();
      if (t.name === "mode" || t.name === "preset") { optsReset = true; optsSet = {}; }
      else if (t.name) optsSet[t.name] = true;
      if (window.debertzFirst && t.name === "lang") window.debertzFirst.lang(t.value);
      return;
    }
    var setup = !!(t.closest && t.closest("#setup")) && t.hasAttribute("data-rerender");
    send({ t: "change", id: t.id || "", checked: !!t.checked, value: String(t.value == null ? "" : t.value),
           form: setup ? readForm() : null });
  }

  function onKey(event) {
    var t = event.target;
    var tag = t && t.tagName ? String(t.tagName) : "";
    var mod = !!(event.ctrlKey || event.metaKey || event.altKey);
    var plain = !mod && ["input", "select", "textarea"].indexOf(tag.toLowerCase()) < 0;
    if (!plain && early()) return;  // typing in the early setup form: the form keeps it
    if (event.key === "Escape" && early() && window.debertzFirst && window.debertzFirst.closable()) closeFirst();
    if (plain && keys.indexOf(event.key) >= 0) {
      event.preventDefault();
      if (overlay !== "replay" && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
        moveFocus(event.key === "ArrowRight" ? 1 : -1);  // along the hand: no need to ask Python
        return;
      }
    }
    send({ t: "key", key: String(event.key), tag: tag, mod: mod, code: String(event.code || "") });
  }
})();
