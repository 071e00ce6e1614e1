// Evaluated inside the page by tests/web/test_engines.py (WebKit through Selenium, Firefox through
// Puppeteer): reads the table and plays the person's seat by clicking its buttons, as
// tests/web/conftest.py's Table does in Chromium. Only the DOM is used: <html data-py-ready> /
// data-py-failed, #table[data-phase], #controls [data-action], #hand button[data-card].
// The whole file is one expression: async (command, arg) => result (JSON-serialisable).
async (command, arg) => {
  const html = document.documentElement;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const all = (sel) => Array.from(document.querySelectorAll(sel));
  const text = (sel) => { const e = document.querySelector(sel); return e ? e.textContent : ""; };
  const phase = () => { const t = document.querySelector("#table"); return (t && t.dataset.phase) || ""; };
  const snapshot = () => ({
    phase: phase(),
    scores: all("#scores b[data-side]").map((e) => e.textContent),
    hand: all("#hand button[data-card]").map((e) => e.dataset.card),
    legal: all("#hand button[data-card]:not([disabled])").map((e) => e.dataset.card),
    controls: all("#controls [data-action]").map((e) => e.dataset.action),
    trick: all(".trick .played [data-show]").map((e) => e.dataset.show),
    status: text("#status"),
    summary: text('[aria-labelledby="sum-title"]'),  // the deal's summary or the match-end screen
  });
  const over = (p) => p === "deal-over" || p === "match-over";
  // The person can act: not waiting for Python (data-busy, while the page sets it), and a button of theirs is there.
  const canAct = () => !html.hasAttribute("data-busy")
    && (over(phase()) || document.querySelector("#controls [data-action], #hand button[data-card]:not([disabled])"));
  const until = async (test, ms) => {
    const end = Date.now() + ms;
    for (;;) {
      const v = test();
      if (v) return v;
      if (Date.now() > end) return null;
      await sleep(15);
    }
  };

  if (command === "ready") {
    // Python started (or failed to), then the table is drawn and the person can act.
    const state = await until(() => (html.hasAttribute("data-py-failed") ? "failed"
      : html.hasAttribute("data-py-ready") ? "ready" : ""), arg.timeout);
    if (state !== "ready") return { ready: false, state: state || "timeout", html: html.outerHTML.slice(0, 600) };
    const turn = await until(canAct, arg.timeout);
    return { ready: !!turn, snapshot: snapshot(), readyMs: html.dataset.readyMs || null };
  }

  if (command === "offline-ready") {
    // The service worker is active: its install step (the whole site in its cache) is done.
    if (!("serviceWorker" in navigator)) return { ok: false, why: "no navigator.serviceWorker" };
    const end = Date.now() + arg.timeout;
    const reg = await Promise.race([navigator.serviceWorker.ready, sleep(arg.timeout).then(() => null)]);
    if (!reg) return { ok: false, why: "navigator.serviceWorker.ready did not resolve" };
    const active = await until(() => reg.active && reg.active.state === "activated", Math.max(0, end - Date.now()));
    const page = await caches.match(new URL("./", location.href).href);
    return { ok: !!active && !!page, why: active ? (page ? "" : "the page is not cached") : "not activated" };
  }

  if (command === "snapshot") return snapshot();

  if (command === "click") {
    // One button by selector; then wait until the table changed and the person can act again.
    const el = document.querySelector(arg.selector);
    if (!el) return { error: `no ${arg.selector}`, snapshot: snapshot() };
    const before = JSON.stringify(snapshot());
    el.click();
    const moved = await until(() => JSON.stringify(snapshot()) !== before, arg.timeout);
    const turn = moved && await until(canAct, arg.timeout);
    return turn ? snapshot() : { error: `nothing happened after clicking ${arg.selector}`, snapshot: snapshot() };
  }

  if (command === "play") {
    // Play the person's seat until the deal's summary (deal-over, or match-over when the deal ended it).
    let seed = (arg.seed >>> 0) || 1;
    const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 4294967296; };
    const pick = (xs) => xs[Math.floor(rand() * xs.length)];
    const end = Date.now() + arg.timeout;
    let clicks = 0;
    while (Date.now() < end) {
      if (!await until(canAct, Math.max(0, end - Date.now()))) break;
      if (over(phase())) return { snapshot: snapshot(), clicks };
      const controls = all("#controls [data-action]");
      const cards = all("#hand button[data-card]:not([disabled])");
      const named = (name) => controls.find((e) => e.dataset.action === name);
      const bids = controls.filter((e) => /^(take|pass|trump:)/.test(e.dataset.action));
      const target = named("bella") || (bids.length ? pick(bids) : null) || (cards.length ? pick(cards) : null)
        || controls.find((e) => !["swap7", "redeal"].includes(e.dataset.action)) || controls[0];
      const before = JSON.stringify(snapshot());
      target.click();
      clicks++;
      if (!await until(() => JSON.stringify(snapshot()) !== before, 15000)) {
        return { error: "the table did not change after a click", snapshot: snapshot(), clicks };
      }
    }
    return { error: "the deal did not end in time", snapshot: snapshot(), clicks };
  }

  return { error: `unknown command ${command}` };
}
