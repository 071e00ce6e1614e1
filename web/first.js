// The first screen before Python has started (inlined into index.html by scripts/prerender.py, after
// the templates it writes from the game's views; it runs before the first paint). A first visit (nothing
// stored, a link that asks for no table) sees the setup screen in its language at once and can use it:
// web/host.js keeps the choices and the press on Deal and hands them to Python when it is ready. A
// returning player with a saved match sees the table Python drew last (web/host.js keeps it when the
// page is left), not playable until Python draws it again in place. Any other visit keeps the loading
// screen until Python draws what it resumes or what the link asks for.
(function () {
  "use strict";
  var root = document.documentElement;
  var L = {reference: "en", aliases: {}};
  try { L = JSON.parse(document.getElementById("first-langs").textContent); } catch (e) { /* the defaults */ }
  function template(code) { return document.getElementById("first-" + code); }
  function known(code) {
    code = String(code || "").toLowerCase().split("-")[0];
    return template(code) ? code : Object.prototype.hasOwnProperty.call(L.aliases, code) ? L.aliases[code] : "";
  }
  var query = new URLSearchParams(location.search), plain = !location.hash, prefs = null, saved = null, pic = null;
  query.forEach(function (_v, k) { if (k !== "lang") plain = false; });
  try {
    prefs = JSON.parse(localStorage.getItem("debertz.prefs") || "null");
    saved = localStorage.getItem("debertz.save");
    pic = JSON.parse(localStorage.getItem("debertz.picture") || "null");
  } catch (e) { /* storage disabled (or a damaged picture): nothing stored */ }
  // As Python picks the language: the link's, else the stored one, else the first of the browser's it knows.
  var lang = known(query.get("lang")) || known(prefs && prefs.lang);
  var navs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var n = 0; !lang && n < navs.length; n++) lang = known(navs[n]);
  lang = lang || L.reference;
  // The saved match's table as Python drew it last: the same match (its id is in the save), the same language.
  if (plain && saved && pic && pic.v === 1 && pic.screen === "table" && pic.match && typeof pic.table === "string"
      && saved.indexOf('"id":"' + pic.match + '"') >= 0 && (!query.get("lang") || known(query.get("lang")) === pic.lang)) {
    var tb = document.getElementById("table"), top = document.getElementById("topbar");
    top.innerHTML = String(pic.topbar || "");
    tb.innerHTML = pic.table;
    tb.className = "screen-table";
    tb.setAttribute("data-phase", String(pic.phase));
    tb.setAttribute("aria-busy", "true");  // not playable yet: Python draws it again in place when it is ready
    tb.inert = true;
    (pic.root || []).forEach(function (kv) {
      if (/^data-[a-z-]+$/.test(String(kv[0]))) root.setAttribute(String(kv[0]), String(kv[1]));
    });
    root.setAttribute("lang", pic.lang);
    root.setAttribute("data-lang", pic.lang);
    root.setAttribute("data-first", "table");
    document.title = String(pic.title || document.title);
    return;
  }
  if (!plain || saved || (prefs && prefs.settings)) return;

  function part(code, name) {
    var t = template(code);
    var el = t && t.content.querySelector('[data-part="' + name + '"]');
    return el ? document.importNode(el, true).childNodes : null;
  }
  function put(id, nodes) {
    var el = document.getElementById(id);
    if (el && nodes) el.replaceChildren.apply(el, Array.prototype.slice.call(nodes));
  }
  // The values of the fields (and unfolded sections) of `from`, set on the same fields of `to`.
  function carry(from, to) {
    if (!from || !to) return;
    Array.prototype.forEach.call(to.querySelectorAll("[name]"), function (el) {
      var same = el.type === "radio" ? from.querySelector('[name="' + el.name + '"][value="' + el.value + '"]')
                                     : from.querySelector('[name="' + el.name + '"]');
      if (!same) return;
      if (el.type === "radio" || el.type === "checkbox") el.checked = same.checked;
      else if (el.name !== "lang") el.value = same.value;
    });
    Array.prototype.forEach.call(from.querySelectorAll("details[id][open]"), function (d) {
      var other = to.querySelector("#" + d.id);
      if (other) other.open = true;
    });
  }
  function show(code) {
    var t = template(code);
    if (!t) return false;
    var keep = document.getElementById("setup");  // taken out of the page below, with its fields as they are
    put("topbar", part(code, "topbar"));
    put("table", part(code, "table"));
    put("overlay", part(code, "overlay"));
    var table = document.getElementById("table");
    table.setAttribute("data-phase", t.getAttribute("data-phase"));
    table.setAttribute("aria-busy", "false");
    table.className = "screen-" + t.getAttribute("data-screen");
    JSON.parse(t.getAttribute("data-root")).forEach(function (kv) { root.setAttribute(kv[0], kv[1]); });
    root.setAttribute("lang", code);
    root.setAttribute("data-lang", code);
    root.setAttribute("data-first", code);
    document.title = t.getAttribute("data-title");
    if (keep) {
      bots(code, (keep.querySelector("input[name=mode]:checked") || {}).value);
      carry(keep, document.getElementById("setup"));
    }
    return true;
  }
  // The opponents' fieldset of `mode` (its levels as they were where the seat is the same).
  function bots(code, mode) {
    var now = document.querySelector("#setup fieldset.bots");
    var nodes = mode && part(code, "bots-" + mode);
    if (!now || !nodes || !nodes.length) return;
    var fresh = nodes[0];
    carry(now, fresh);
    now.replaceWith(fresh);
  }
  if (!show(lang)) return;
  var menuOpen = false;
  // What web/host.js calls while Python is not there yet: another language, another mode, a panel
  // ("" closes it), the phone's menu. Python is asked for the same (the page queues the click).
  window.debertzFirst = {
    lang: function (code) { menuOpen = false; return show(code); },
    mode: function (mode) { bots(root.getAttribute("data-first"), mode); },
    panel: function (name) {
      var nodes = part(root.getAttribute("data-first"), name ? "overlay-" + name : "overlay");
      if (!nodes) return;
      put("overlay", nodes);
      var dialog = document.querySelector("#overlay [role=dialog]");
      if (dialog) dialog.focus({ preventScroll: true });
    },
    menu: function () {
      menuOpen = !menuOpen;
      put("topbar", part(root.getAttribute("data-first"), menuOpen ? "topbar-menu" : "topbar"));
    }
  };
})();
