// The first screen before Python has started (inlined into index.html by scripts/prerender.py, after
// the templates it writes from the game's views; it runs before the first paint). A visit without a
// saved match and with a link that asks for no table sees the setup screen in its language at once,
// with the stored settings, and can use it: web/host.js keeps the choices and the press on Deal and
// hands them to Python when it is ready. A returning player with a saved match (a plain link, or the
// link that opened it) sees the table Python drew last (web/host.js keeps it when the page is left);
// a link that names a table sees that table's seats and names with the cards face down. Neither is
// playable until Python draws it again in place. Any other visit keeps the loading screen.
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
  // `linked`: the link names a table (one of the parameters Python's parse_query takes for one)
  var names = {}, linked = !location.hash, stale = false;
  query.forEach(function (_v, k) { if (k !== "lang") plain = false; names[k] = true; });
  linked = linked && (L.tableKeys || []).some(function (k) { return names[k]; });
  var K = L.storage || {};  // the keys Python stores under (web/debertz_web/storage.py), written by the build
  try {
    prefs = JSON.parse(localStorage.getItem(K.prefs) || "null");
    saved = localStorage.getItem(K.save);
    pic = JSON.parse(localStorage.getItem("debertz.picture") || "null");
  } catch (e) { /* storage disabled (or a damaged picture): nothing stored */ }
  var stored = (prefs && typeof prefs.settings === "object" && prefs.settings) || {};
  // As Python picks the language (web/debertz_web/boot.py): the link's when the link is new to the page (at a
  // reload of it, the language the person chose since), else the stored one, else the browser's first it knows.
  var linkLang = known(query.get("lang")), prefLang = known(prefs && prefs.lang);
  var lang = linkLang && (!prefs || prefs.lang_link !== location.search || !prefLang) ? linkLang : prefLang;
  var navs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var n = 0; !lang && n < navs.length; n++) lang = known(navs[n]);
  lang = lang || L.reference;
  root.setAttribute("data-first-lang", lang);  // web/loading.js speaks it too, whatever this screen shows
  // The saved match's table as Python drew it last: the same match (its id is in the save), the same
  // language, and the same link (Python resumes a saved match on the link that opened it).
  if (saved && pic && pic.v === 1 && (plain || (linked && pic.search === location.search))
      && pic.screen === "table" && pic.match && typeof pic.table === "string"
      && saved.indexOf('"id":"' + pic.match + '"') >= 0
      && pic.lang === lang) {
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
  // (a pass-and-play table, with people at other seats, shows a curtain first, and its setup their names:
  // neither is drawn here)
  var people = query.has("people") || (Array.isArray(stored.people) && stored.people.some(function (p) {
    return p !== null;
  }));
  if (linked && !people) { frame(); return; }
  if (!plain || saved || people) return;

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
      else if (el.name === "lang") return;
      else if (el.tagName === "SELECT" && same.selectedOptions && same.selectedOptions[0]) {
        choose(el, same.value, same.selectedOptions[0].textContent);  // a choice of its own (a stored target) too
      } else el.value = same.value;
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
      var was = current(keep);
      bots(code, was.mode);
      reform(code, was.mode, was.preset);
      carry(keep, document.getElementById("setup"));
    }
    return true;
  }
  // The <html> attributes of the stored display settings (large cards, four colours…), as Python sets them.
  function display() {
    var on = L.display || {};
    Object.keys(on).forEach(function (name) {
      if (stored[name] === true) Object.keys(on[name]).forEach(function (k) { root.setAttribute(k, on[name][k]); });
    });
  }
  // The table a link names, before its deal is known: the seats of its mode (else the stored one's) and
  // the person's name (the link's, else the stored one), every card face down.
  function frame() {
    var modes = L.modes || [], mode = query.get("mode");
    if (modes.indexOf(mode) < 0) mode = modes.indexOf(stored.mode) >= 0 ? stored.mode : L.mode;
    var t = document.getElementById("frame-" + lang + "-" + mode);
    if (!t) return;
    var name = query.has("name") ? query.get("name") : typeof stored.name === "string" ? stored.name : "";
    name = name.trim();
    // as Python's clean_name: a name too long, or with a control character or one of the link's separators, is none
    var bad = name.length > (L.maxName || 24) || /[\u0000-\u001f\u007f]/.test(name);
    for (var i = 0; i < (L.nameForbidden || "").length; i++) bad = bad || name.indexOf(L.nameForbidden[i]) >= 0;
    if (bad) name = "";
    function of(part) {
      var el = t.content.querySelector('[data-part="' + part + '"]');
      return el ? document.importNode(el, true).childNodes : null;
    }
    put("topbar", of("topbar"));
    put("table", of("table"));
    // the target the link names (the frame was drawn with the default one), as Python will show it
    var target = (query.get("target") || "").trim(), tgt = document.querySelector("#scores .tgt");
    var preset = query.get("preset"), byPreset = L.presetTargets || {};
    if (!target && Object.prototype.hasOwnProperty.call(byPreset, preset)) target = String(byPreset[preset][mode]);
    if (tgt && target === L.oneDealValue) tgt.textContent = (L.oneDeal || {})[lang] || tgt.textContent;
    else if (tgt && target && new RegExp("^[0-9]{1," + L.targetDigits + "}$").test(target) && +target >= L.minTarget) {
      tgt.textContent = "\u2192 " + (+target);
    }
    var tb = document.getElementById("table");
    tb.className = "screen-" + t.getAttribute("data-screen");
    tb.setAttribute("data-phase", t.getAttribute("data-phase"));
    tb.setAttribute("aria-busy", "true");  // not playable yet: Python draws it with the cards when it is ready
    tb.inert = true;
    if (name) {
      Array.prototype.forEach.call(document.querySelectorAll("[data-person]"), function (el) { el.textContent = name; });
    }
    JSON.parse(t.getAttribute("data-root")).forEach(function (kv) { root.setAttribute(kv[0], kv[1]); });
    display();
    root.setAttribute("lang", lang);
    root.setAttribute("data-lang", lang);
    root.setAttribute("data-first", "frame");
    document.title = t.getAttribute("data-title");
  }
  // The stored settings on the setup form drawn for a first visit: the mode (its opponents' fieldset),
  // the levels, the preset, the name, the speed, the switches; what they hide (data-unless). The table
  // options shown are the first visit's until Python draws the form: web/host.js sends only those the
  // person sets (the others stay as stored).
  function settings(s) {
    var form = document.getElementById("setup");
    if (!form) return;
    if ((L.modes || []).indexOf(s.mode) >= 0) {
      var radio = form.querySelector('input[name="mode"][value="' + s.mode + '"]');
      if (radio) radio.checked = true;
      bots(lang, s.mode);
    }
    var levels = Array.isArray(s.bots) ? s.bots : [];
    Array.prototype.forEach.call(form.querySelectorAll("[name]"), function (el) {
      var n = el.name, seat = /^bot(\d+)$/.exec(n), v;
      if (seat) v = levels.length ? levels[Math.min(+seat[1], levels.length) - 1] : undefined;
      else if (n === "mode" || n === "lang" || n === "seed" || n === "target" || n.indexOf("opt-") === 0) return;
      else v = s[n];
      if (v === undefined || v === null) return;
      if (el.type === "checkbox") el.checked = v === true;
      else if (el.tagName === "SELECT") { if (el.querySelector('option[value="' + String(v) + '"]')) el.value = String(v); }
      else if (el.type !== "radio") el.value = String(v);
    });
    Array.prototype.forEach.call(form.querySelectorAll("[data-unless]"), function (el) {
      if (s[el.getAttribute("data-unless")] === true) el.remove();
    });
    var now = current(form);
    reform(lang, now.mode, now.preset);
    var target = s.overrides && typeof s.overrides === "object" ? s.overrides.target : undefined;
    var pick = form.querySelector("select[name=target]");
    if (pick && (target === L.oneDealValue || (Number.isInteger(target) && target >= L.minTarget))) {
      choose(pick, String(target), String((L.toTarget || {})[lang] || "{n}").replace("{n}", String(target)));
    }
    display();
    stale = true;
  }
  // The target's choices and the table options of `mode` and `preset` (the preset's values chosen), as Python
  // draws them for a new visitor: the ones the person set before a change of mode or preset are not taken to
  // Python (web/host.js), so they are not carried either.
  function reform(code, mode, preset) {
    var form = document.getElementById("setup");
    preset = preset || "classic";
    if (!form || !mode) return;
    swap(form.querySelector("select[name=target]"), part(code, "target-" + mode + "-" + preset));
    var all = part(code, "options"), options = all && all[0];
    if (!options) return;
    var each = function (sel, fn) { Array.prototype.forEach.call(options.querySelectorAll(sel), fn); };
    each("[data-modes]", function (row) {
      if (row.getAttribute("data-modes").split(" ").indexOf(mode) < 0) row.remove();
    });
    each("fieldset", function (group) { if (!group.querySelector(".opt-row")) group.remove(); });
    var values = (L.presetOptions || {})[preset] || {}, mark = (L.defaultMark || {})[code] || "";
    each("select[name^='opt-']", function (pick) {
      var value = values[pick.name.slice(4)];
      if (value === undefined || !mark) return;
      Array.prototype.forEach.call(pick.options, function (o) {
        var text = o.textContent;
        if (text.slice(-mark.length) === mark) text = text.slice(0, -mark.length);
        o.textContent = o.value === value ? text + mark : text;
      });
      pick.value = value;
    });
    swap(document.getElementById("setup-options"), all);
  }
  // `value` chosen on the select `pick`, added last with the words `words` when it is not among its choices
  // (as Python's form adds a target of its own).
  function choose(pick, value, words) {
    if (!pick.querySelector('option[value="' + value + '"]')) {
      var option = document.createElement("option");
      option.value = value;
      option.textContent = words;
      pick.appendChild(option);
    }
    pick.value = value;
  }
  // `now` replaced by the first of `nodes` (a part of a template), a folded section kept unfolded.
  function swap(now, nodes) {
    var fresh = nodes && nodes[0];
    if (!now || !fresh) return;
    if (now.open) fresh.open = true;
    now.replaceWith(fresh);
  }
  // The mode and preset chosen on a setup form (the one on the page when none is given).
  function current(form) {
    form = form || document.getElementById("setup");
    return {mode: form && (form.querySelector("input[name=mode]:checked") || {}).value,
            preset: form && (form.querySelector("select[name=preset]") || {}).value};
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
  if (prefs && prefs.settings) settings(stored);
  var menuOpen = false, panelOpen = false;
  // What web/host.js calls while Python is not there yet: another language, another mode, a panel
  // ("" closes it), the phone's menu, the Back button. Python is asked for the same (the page queues the
  // click or the Back).
  window.debertzFirst = {
    // the table options on the form are not the stored ones (see settings)
    stale: stale,
    lang: function (code) { menuOpen = panelOpen = false; return show(code); },
    mode: function (mode) {
      bots(root.getAttribute("data-first"), mode);
      reform(root.getAttribute("data-first"), mode, current().preset);
    },
    preset: function () { var now = current(); reform(root.getAttribute("data-first"), now.mode, now.preset); },
    panel: function (name) {
      var nodes = part(root.getAttribute("data-first"), name ? "overlay-" + name : "overlay");
      if (!nodes) return;
      put("overlay", nodes);
      panelOpen = !!name;
      var dialog = document.querySelector("#overlay [role=dialog]");
      if (dialog) dialog.focus({ preventScroll: true });
    },
    menu: function () {
      menuOpen = !menuOpen;
      put("topbar", part(root.getAttribute("data-first"), menuOpen ? "topbar-menu" : "topbar"));
    },
    // whether Back (or Escape) has something to close: a panel, else the menu
    closable: function () { return panelOpen || menuOpen; },
    back: function () {
      if (panelOpen) this.panel("");
      else if (menuOpen) this.menu();
    }
  };
})();
