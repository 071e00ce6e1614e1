// Measures the page for tests/web/test_layout.py and test_walk.py: returns a list of problems (empty when all is well).
// Argument: the smallest visible part of a hand card and the smallest control, in CSS px; or an object
// {minPart, spacing, minFont}: with `spacing`, a control under minPart passes when it has room around it
// (WCAG 2.5.8: a circle of minPart diameter on its centre meets no other control nor another small one's
// circle); with `minFont`, every text of the top layer must be at least that many px.
// Every text of the top layer is checked: whole (not cut off, not covered, not scrolled away with no sign)
// and with no word split over two lines.
(arg) => {
  const opts = typeof arg === 'number' ? {minPart: arg} : arg;
  const minPart = opts.minPart;
  const out = [];
  const style = new Map(), css = el => { let c = style.get(el); if (!c) { c = getComputedStyle(el); style.set(el, c); } return c; };
  const vw = document.documentElement.clientWidth, vh = window.innerHeight;
  const inside = (el, x, y) => { const hit = document.elementFromPoint(x, y); return !!hit && el.contains(hit); };
  const name = el => (el.dataset.card || el.dataset.action || el.id || el.getAttribute('aria-label') ||
                      el.textContent.trim().slice(0, 30) || el.tagName);
  const shown = el => { const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.checkVisibility({visibilityProperty: true}) && !el.closest('[inert]'); };
  if (document.documentElement.scrollWidth > vw + 1) {
    const wide = [...document.body.querySelectorAll('*')].filter(el => el.getBoundingClientRect().right > vw + 1 && shown(el))
      .filter((el, _i, all) => !all.some(o => o !== el && el.contains(o)));  // the innermost ones
    out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}` +
             (wide.length ? ` (${wide.slice(0, 3).map(el => el.tagName + '.' + el.className + ' ' + name(el)).join(', ')})` : ''));
  }
  // the hand: fully inside, an uncovered part >= minPart wide and tall
  for (const c of document.querySelectorAll('#hand [data-card]')) {
    const r = c.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
      out.push(`hand card ${name(c)} not inside the ${vw}x${vh} window: ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`);
      continue;
    }
    let best = 0, bestX = 0, run = 0, start = 0;
    const y = r.top + r.height * 0.55;
    for (let x = Math.ceil(r.left); x < r.right; x++) {
      if (inside(c, x, y)) { if (!run) start = x; run++; if (run > best) { best = run; bestX = start + run / 2; } }
      else run = 0;
    }
    let tall = 0;
    if (best) for (let yy = Math.ceil(r.top); yy < r.bottom; yy++) if (inside(c, bestX, yy)) tall++;
    if (best < minPart || tall < minPart) out.push(`hand card ${name(c)}: uncovered part ${best}x${tall} px`);
  }
  // the controls of the top layer (an open dialog covers the table on purpose)
  const dialogs = [...document.querySelectorAll('[role=dialog], dialog[open], [role=menu]')].filter(shown);
  const scope = dialogs.length ? dialogs[dialogs.length - 1] : document;
  const sel = 'button, select, input:not([type=hidden]), a[href], summary, [role=button], [data-action]';
  // every control's target box (a checkbox's target is its label), for the spacing exception
  const targetOf = el => ((el.type === 'checkbox' || el.type === 'radio') && el.closest('label')) || el;
  const boxes = opts.spacing ? [...scope.querySelectorAll(sel)].filter(el => shown(el) && !el.closest('#hand'))
    .map(el => targetOf(el)).filter((t, i, all) => all.indexOf(t) === i).map(t => [t, t.getBoundingClientRect()]) : [];
  const small = r => r.width < minPart - 0.01 || r.height < minPart - 0.01;
  const centre = r => [r.left + r.width / 2, r.top + r.height / 2];
  const roomy = (t, r) => {  // WCAG 2.5.8's spacing exception
    const [x, y] = centre(r), rad = minPart / 2;
    for (const [o, b] of boxes) {
      if (o === t || o.contains(t) || t.contains(o)) continue;
      if (small(b)) { const [ox, oy] = centre(b); if (Math.hypot(ox - x, oy - y) < minPart - 0.01) return false; }
      else { const dx = Math.max(b.left - x, 0, x - b.right), dy = Math.max(b.top - y, 0, y - b.bottom);
             if (Math.hypot(dx, dy) < rad - 0.01) return false; }
    }
    return true;
  };
  for (const el of scope.querySelectorAll(sel)) {
    if (el.closest('#hand') || el.classList.contains('backdrop') || el.tagName === 'LABEL') continue;
    if (!shown(el)) continue;
    let r = el.getBoundingClientRect();
    if (r.bottom > vh || r.top < 0) { el.scrollIntoView({block: 'center'}); r = el.getBoundingClientRect(); }
    let target = el;
    if ((el.type === 'checkbox' || el.type === 'radio') && el.closest('label')) target = el.closest('label');
    const t = target.getBoundingClientRect();
    // WCAG 2.5.8's exceptions: a link inside a sentence, a small control with room around it
    const inline = el.tagName === 'A' && el.parentElement.closest('p') && css(el).display === 'inline';
    if (small(t) && !(opts.spacing && (inline || roomy(target, t))))
      out.push(`control ${name(el)} is ${t.width.toFixed(1)}x${t.height.toFixed(1)} px`);
    const cx = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1), cy = Math.min(Math.max(r.top + r.height / 2, 0), vh - 1);
    if (!inside(target, cx, cy)) {
      const hit = document.elementFromPoint(cx, cy);
      out.push(`control ${name(el)} is covered by ${hit ? hit.tagName + '.' + hit.className : 'nothing (off screen)'}`);
    }
  }
  // the "takes the trick" label never lies over a card of the trick
  for (const lab of document.querySelectorAll('.trick-label')) {
    if (!shown(lab)) continue;
    const l = lab.getBoundingClientRect();
    for (const c of document.querySelectorAll(':is(#trick, .trick) .card')) {
      const r = c.getBoundingClientRect();
      if (l.left < r.right - 1 && l.right > r.left + 1 && l.top < r.bottom - 1 && l.bottom > r.top + 1)
        out.push(`the trick label covers ${c.closest('[data-played]')?.dataset.played || 'a card'}`);
    }
  }
  // the cards of the trick keep their shape and stay whole in the centre (the boxes under them scroll instead)
  for (const c of document.querySelectorAll('#trick .played .card')) {
    if (!shown(c)) continue;
    const r = c.getBoundingClientRect(), box = c.closest('.center').getBoundingClientRect();
    const card = c.closest('[data-played]')?.dataset.played || 'a card';
    if (r.width < 28 || r.height < r.width * 1.2)
      out.push(`the trick's ${card} is squeezed to ${Math.round(r.width)}x${Math.round(r.height)}`);
    else if (r.top < box.top - 12 || r.bottom > box.bottom + 12) out.push(`the trick's ${card} is cut off by the centre's edge`);
  }
  // the texts of the centre (status / prompt, the flash, the guide's box) never run over a seat, the info
  // corner, the person's place or a card of the trick, and stay inside the window
  const hits = (a, b) => a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;
  const others = [...document.querySelectorAll('.felt > .opp, .felt > .me, .felt > .info, #trick .card')].filter(shown);
  for (const t of document.querySelectorAll('.center > .status, .center > .flash, .center > .guide-step')) {
    if (!shown(t) || !t.textContent.trim()) continue;
    // the text's own extent (it may spill out of a squeezed box), or the box of a scrolling one
    const range = document.createRange(); range.selectNodeContents(t);
    const a = t.scrollHeight > t.clientHeight + 1 && getComputedStyle(t).overflowY !== 'visible'
      ? t.getBoundingClientRect() : range.getBoundingClientRect();
    const c = t.parentElement.getBoundingClientRect();
    if (a.left < Math.max(c.left, 0) - 0.5 || a.right > Math.min(c.right, vw) + 0.5 || a.top < Math.max(c.top, 0) - 0.5
        || a.bottom > Math.min(c.bottom, vh) + 0.5)
      out.push(`${t.className} text "${t.textContent.trim().slice(0, 30)}" does not fit the centre of the table`);
    for (const o of others) if (hits(a, o.getBoundingClientRect()))
      out.push(`${t.className} text "${t.textContent.trim().slice(0, 30)}" runs over ${o.className || o.tagName}`);
  }
  // every text is whole: no text node runs outside an ancestor that cuts it off (overflow hidden or clip;
  // an ellipsis says the cut, so it is allowed), no element lies over a text, and no small box scrolls
  // its text out of sight (a box under 40% of the window's height that scrolls gives no sign of it, unless it is a
  // .scroll-sign box, whose edge is shadowed where more text lies)
  const tiny = el => { const r = el.getBoundingClientRect(); return r.width <= 1 || r.height <= 1; };
  // the top layer: an open dialog, else the deal summary or the match-end screen lying over the table on purpose
  const layers = [...dialogs, ...[...document.querySelectorAll('.summary, .match-screen')].filter(shown)];
  const topScope = dialogs.length ? dialogs[dialogs.length - 1] : (layers.length ? layers[layers.length - 1] : document.body);
  // the part of a text's box that can be seen without scrolling its scrolling ancestors
  const scroller = el => { for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
    if (['auto', 'scroll'].includes(css(a).overflowY) && a.scrollHeight > a.clientHeight + 2) return a; return null; };
  const walker = document.createTreeWalker(topScope, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest('.card, .sr-only, [aria-hidden=true], script, style, option, select')) continue;
    if (!shown(el) || tiny(el)) continue;
    if (opts.minFont && parseFloat(css(el).fontSize) < opts.minFont - 0.01)
      out.push(`text "${node.textContent.trim().slice(0, 30)}" is ${parseFloat(css(el).fontSize).toFixed(1)} px (${el.tagName}.${el.className})`);
    const range = document.createRange(); range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter(r => r.width > 1 && r.height > 1);
    const label = `"${node.textContent.trim().slice(0, 30)}"`;
    // no word is split over two lines with no hyphen (a narrow column breaking «Комбина|ции»): every run of
    // letters lies on one line; breaks at a hyphen, a dash or a soft hyphen are the writer's own
    for (const m of node.textContent.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
      const w = document.createRange(); w.setStart(node, m.index); w.setEnd(node, m.index + m[0].length);
      const lines = [...w.getClientRects()].filter(r => r.width > 0.5 && r.height > 1);
      if (lines.length > 1 && lines.some(r => Math.abs(r.top - lines[0].top) > r.height / 2)) {
        out.push(`the word "${m[0]}" is split over two lines (${el.tagName}.${el.className})`); break;
      }
    }
    const sc = scroller(el);  // a text its scrolling box can scroll to is not cut off by what lies outside that box
    for (let a = el; a && a !== document.body && a !== sc; a = a.parentElement) {
      const c = css(a);
      const cuts = ['hidden', 'clip'].includes(c.overflowX) || ['hidden', 'clip'].includes(c.overflowY);
      if (!cuts || tiny(a) || c.textOverflow === 'ellipsis') continue;
      const b = a.getBoundingClientRect(), m = c.overflowClipMargin ? parseFloat(c.overflowClipMargin) || 0 : 0;
      if (rects.some(r => r.left < b.left - m - 1 || r.right > b.right + m + 1 || r.top < b.top - m - 1 || r.bottom > b.bottom + m + 1)) {
        out.push(`text ${label} is cut off by ${a.tagName}.${a.className}`); break;
      }
    }
    const view = sc ? sc.getBoundingClientRect() : {left: 0, top: 0, right: vw, bottom: vh};
    // a panel's title that stays at its top (sticky): what has scrolled under it is out of sight, not covered
    const head = sc && sc.querySelector(':scope > .x + h2, :scope > .x + div > h2:first-child');
    const top = head && css(head).position === 'sticky' ? head.getBoundingClientRect().bottom : view.top;
    for (const r of rects) {
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (x < Math.max(0, view.left) || y < Math.max(0, view.top, top) || x >= Math.min(vw, view.right) || y >= Math.min(vh, view.bottom)) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el) && css(hit).pointerEvents !== 'none') {
        out.push(`text ${label} is covered by ${hit.tagName}.${hit.className}`); break;
      }
    }
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      if (seen.has(a)) break;
      const c = css(a);
      if (['auto', 'scroll'].includes(c.overflowY) && a.scrollHeight > a.clientHeight + 2 && a.clientHeight < vh * .4
          && !a.matches('[role=dialog], dialog, .panel, .summary, .match-screen, .sheet-wrap, .scroll-sign')) {
        seen.add(a); out.push(`${a.tagName}.${a.className} scrolls its text (${a.scrollHeight} in ${a.clientHeight} px) with no sign of it`);
      }
    }
  }
  // every list box is wide enough for its longest choice: a select cuts its text off with no sign of it
  // (measured on a hidden copy left to its own width)
  for (const s of topScope.querySelectorAll('select')) {
    if (!shown(s)) continue;
    const probe = s.cloneNode(true);
    probe.removeAttribute('name');
    probe.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none;min-width:0;left:0;top:0';
    s.parentElement.appendChild(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    const has = s.getBoundingClientRect().width;
    if (need > has + 1)
      out.push(`the list ${s.name} is ${has.toFixed(0)} px wide, its longest choice needs ${need.toFixed(0)} px`);
  }
  window.scrollTo(0, 0);
  return out;
}
