// Cards travel on the table: FLIP with the Web Animations API, driven by a MutationObserver on #table.
//
// The Python view redraws #table from the state; it knows nothing about motion. After each redraw this
// script compares where every card is now with where it was before the redraw (cards are keyed by their
// code: a card keeps its key from the hand, or a bot's seat, to the trick) and plays the difference:
// a card travels from a hand or a seat to the trick, a swept trick's cards (clones with class "card")
// fly to the winner's seat, a deal flies from the dealer, the turn-up goes to its taker, a swapped 7
// changes places. Only transforms and opacity are animated (the compositor's work); every element is
// already in its final place and clickable while it moves, and the bots' pacing never waits for it.
// Nothing moves when the system asks for reduced motion, at speed "instant", or in a hidden tab.
(function () {
  "use strict";
  var table = document.getElementById("table");
  if (!table || typeof Element.prototype.animate !== "function" || typeof MutationObserver !== "function") return;
  var reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };
  var TRAVEL_MS = 320, SWEEP_MS = 420, DEAL_MS = 260, DEAL_GAP_MS = 45, MOVE_EPS = 2;
  var last = null;          // the previous picture: {cards: Map key -> {rect, html, where, seat}, seats: Map, backs: Map}
  var finals = new WeakMap(); // element -> its final rect while we animate it (a moving element lies about its place)

  // The speed setting's motion factor, written by Python with every picture (settings.SPEED_TABLE).
  function speedFactor() {
    var f = parseFloat(document.documentElement.getAttribute("data-motion"));
    return isNaN(f) ? 1 : f;
  }
  function moving() { return !reduced.matches && !document.hidden && speedFactor() > 0; }

  function rectOf(el) {
    var f = finals.get(el);
    if (f && el.getAnimations && el.getAnimations().some(function (a) { return a.playState !== "finished"; })) return f;
    var r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }
  function seatOf(el) {
    var s = el.closest("[data-seat]");
    return s ? s.getAttribute("data-seat") : null;
  }
  function inTrick(el) { return !!el.closest("#trick, .trick"); }
  // The card elements worth following, each with a key that survives a move between places.
  function cardsNow() {
    var out = new Map();
    var els = table.querySelectorAll("[data-played], [data-card], [data-show]");
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
      var code = el.getAttribute("data-played") || el.getAttribute("data-card") || el.getAttribute("data-show");
      if (!code || el.closest(".summary, #match-over, .panel")) continue;
      // the element that looks like a card: the button/span with class "card", or the card inside a [data-played]
      var card = el.classList.contains("card") ? el : (el.querySelector(".card") || el);
      var where = inTrick(el) ? "trick" : (el.closest("#hand") ? "hand" : "open");
      var key = code;
      if (out.has(key) && out.get(key).where !== where) key = code + "@" + where;  // e.g. the last trick in a panel
      if (out.has(key)) continue;
      out.set(key, { el: card, code: code, where: where, seat: seatOf(el), rect: rectOf(card), html: card.outerHTML });
    }
    return out;
  }
  function seatsNow() {
    var out = new Map();
    var els = table.querySelectorAll("[data-seat]");
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
      if (inTrick(el) || el.hasAttribute("data-played")) continue;
      var seat = el.getAttribute("data-seat");
      if (out.has(seat)) continue;
      var backs = el.querySelector(".backs");
      var target = backs && backs.getBoundingClientRect().width ? backs : (el.querySelector("#hand") || el);
      out.set(seat, { el: el, rect: rectOf(target), backs: backs ? backs.querySelectorAll(".card") : [],
                      dealer: !!el.querySelector(".badge.dealer, [data-dealer]") || el.hasAttribute("data-dealer"),
                      declarer: !!el.querySelector(".badge.decl, [data-declarer]") || el.hasAttribute("data-declarer") });
    }
    return out;
  }
  function trickWinner() {
    var t = table.querySelector("#trick, .trick");
    if (!t) return null;
    var w = t.getAttribute("data-winner");
    if (w !== null && w !== "") return w;
    var win = t.querySelector(".win[data-seat], [data-winner]");
    return win ? (win.getAttribute("data-seat") || win.getAttribute("data-winner")) : null;
  }
  function leaderSeat() {
    var l = table.querySelector("#trick [data-leader], .trick [data-leader]");
    return l ? l.getAttribute("data-seat") : null;
  }
  function dealNumber() {
    var d = table.getAttribute("data-deal") || (table.querySelector("[data-deal-no], .deal-no") || {}).textContent;
    return d || "";
  }
  function picture() {
    return { cards: cardsNow(), seats: seatsNow(), winner: trickWinner(), deal: dealNumber() };
  }

  function centre(r) { return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; }
  // Play an element from a rectangle it is not in (FLIP: first, last, invert, play).
  function flyFrom(el, from, to, ms, delay, fade) {
    if (!from || !to || !to.width || !to.height) return;
    var a = centre(from), b = centre(to);
    var sx = from.width / to.width, sy = from.height / to.height;
    var s = Math.max(0.25, Math.min(2.5, (sx + sy) / 2));
    var dx = a.x - b.x, dy = a.y - b.y;
    if (Math.abs(dx) < MOVE_EPS && Math.abs(dy) < MOVE_EPS && Math.abs(s - 1) < 0.02) return;
    finals.set(el, to);
    var first = { transform: "translate(" + dx + "px," + dy + "px) scale(" + s + ")" };
    if (fade) first.opacity = 0.2;
    el.animate([first, { transform: "none", opacity: 1 }],
               { duration: ms, delay: delay || 0, easing: "cubic-bezier(.2,.7,.3,1)", fill: "backwards" });
  }
  // A copy of a card that is gone from the table, sent from where it was to where it went.
  function cloneTo(info, to, ms, delay) {
    var holder = document.createElement("div");
    holder.innerHTML = info.html;
    var c = holder.firstElementChild;
    if (!c) return;
    c.removeAttribute("id"); c.removeAttribute("data-action"); c.removeAttribute("data-card");
    c.removeAttribute("data-key"); c.removeAttribute("disabled"); c.removeAttribute("tabindex");
    c.setAttribute("aria-hidden", "true");
    c.classList.add("card", "flying");
    var r = info.rect;
    c.style.left = r.left + "px"; c.style.top = r.top + "px";
    c.style.width = r.width + "px"; c.style.height = r.height + "px";
    c.style.setProperty("--card-w", r.width + "px");
    document.body.appendChild(c);
    var keyframes;
    if (to) {
      var a = centre(r), b = centre(to);
      var s = Math.max(0.3, Math.min(1, Math.min(to.width / r.width, to.height / r.height)));
      keyframes = [{ transform: "none", opacity: 1 },
                   { transform: "translate(" + (b.x - a.x) + "px," + (b.y - a.y) + "px) scale(" + s + ")", opacity: 0.15 }];
    } else {
      keyframes = [{ opacity: 1 }, { opacity: 0, transform: "scale(.9)" }];
    }
    var anim = c.animate(keyframes, { duration: ms, delay: delay || 0, easing: "cubic-bezier(.4,0,.6,1)", fill: "both" });
    var done = function () { if (c.parentNode) c.parentNode.removeChild(c); };
    anim.onfinish = done; anim.oncancel = done;
    setTimeout(done, ms + (delay || 0) + 500);  // never leave a clone behind
  }

  function play(before, now) {
    var f = speedFactor();
    if (before.deal !== now.deal) {
      // a new deal: every card is dealt afresh (the last trick of the old deal is not "the same" JH)
      before = { cards: new Map(), seats: before.seats, winner: null, deal: before.deal };
    }
    var travel = TRAVEL_MS * Math.min(f, 1.3), sweep = SWEEP_MS * Math.min(f, 1.3), deal = DEAL_MS * Math.min(f, 1.3);
    var dealer = null, declarer = null;
    now.seats.forEach(function (s, seat) { if (s.dealer) dealer = seat; if (s.declarer) declarer = seat; });
    var dealFrom = (dealer !== null && now.seats.get(dealer)) ? now.seats.get(dealer).rect
      : (function () { var t = table.querySelector("#trick, .trick"); return t ? rectOf(t) : null; })();
    var dealt = 0;
    // cards that are here now
    now.cards.forEach(function (info, key) {
      var old = before.cards.get(key);
      if (old) {
        var dx = Math.abs(old.rect.left - info.rect.left), dy = Math.abs(old.rect.top - info.rect.top);
        // inside the hand only a sideways move is a move (a card lowered or raised is styling, done in CSS)
        var moved = old.where === info.where && info.where === "hand" ? dx > MOVE_EPS : dx > MOVE_EPS || dy > MOVE_EPS;
        if (moved || old.where !== info.where) flyFrom(info.el, old.rect, info.rect, travel, 0, false);
        return;
      }
      if (info.where === "trick") {
        // a card a bot played: from its seat (the person's own cards were in the hand: handled above)
        var seat = info.seat !== null && (before.seats.get(info.seat) || now.seats.get(info.seat));
        flyFrom(info.el, seat ? seat.rect : null, info.rect, travel, 0, true);
      } else if (info.where === "hand") {
        flyFrom(info.el, dealFrom, info.rect, deal, Math.min(dealt++, 12) * DEAL_GAP_MS * f, true);
      } else if (info.where === "open") {
        flyFrom(info.el, dealFrom, info.rect, deal, 0, true);
      }
    });
    // cards that are gone: a swept trick to its winner, a turn-up to its taker (the deal's last trick not
    // when the deal's summary has come over the table: the clones fly above everything, so across its text)
    var sweepTo = before.winner !== null ? before.winner : leaderSeat();
    var covered = !!table.querySelector(".summary");
    var n = 0;
    before.cards.forEach(function (info, key) {
      if (now.cards.has(key)) return;
      if (info.where === "trick" && !covered) {
        var w = sweepTo !== null ? (now.seats.get(sweepTo) || before.seats.get(sweepTo)) : null;
        cloneTo(info, w ? w.rect : null, sweep, (n++) * 30 * f);
      } else if (info.where === "open") {
        var d = declarer !== null ? now.seats.get(declarer) : null;
        cloneTo(info, d ? d.rect : null, travel, 0);
      }
    });
    // opponents' backs that arrive: dealt from the dealer
    now.seats.forEach(function (s, seat) {
      var old = before.seats.get(seat);
      var had = old ? old.backs.length : 0;
      if (s.backs.length > had && dealFrom) {
        for (var i = had; i < s.backs.length; i++) {
          var b = s.backs[i];
          flyFrom(b, dealFrom, rectOf(b), deal, Math.min(i - had, 12) * DEAL_GAP_MS * f, true);
        }
      }
    });
  }

  // What changed, for the optional card sounds (web/sound.js): cards played, swept, dealt.
  function counts(before, now) {
    var out = { played: 0, swept: 0, dealt: 0 };
    var fresh = before.deal !== now.deal;
    now.cards.forEach(function (info, key) {
      var old = fresh ? null : before.cards.get(key);
      if (info.where === "trick" && (!old || old.where !== "trick")) out.played++;
      else if (info.where === "hand" && !old) out.dealt++;
    });
    before.cards.forEach(function (info, key) {
      if (info.where === "trick" && !now.cards.has(key)) out.swept++;
    });
    return out;
  }

  function onChange() {
    var now = picture();
    if (last) {
      var c = counts(last, now);
      if (c.played || c.swept || c.dealt) {
        try { document.dispatchEvent(new CustomEvent("debertz:cards", { detail: c })); } catch (e) { /* no sound */ }
      }
    }
    if (last && moving()) {
      try { play(last, now); } catch (e) { /* motion is decoration: never break the table */ }
      now = picture();  // the final places (rectOf answers with the final rect of what is moving)
    }
    last = now;
  }

  new MutationObserver(onChange).observe(table, { childList: true, subtree: true });
  var resizeTimer = 0;
  window.addEventListener("resize", function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () { last = picture(); }, 120);
  });
  document.addEventListener("visibilitychange", function () { if (!document.hidden) last = picture(); });
  window.__debertzMotion = { speedFactor: speedFactor, enabled: moving };
})();
