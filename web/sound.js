// Optional card sounds (a setting, off by default): short noises made with the Web Audio API, no sound files.
// web/motion.js tells what changed on the table ("debertz:cards": cards played, swept, dealt); this plays
// a tap for a card, a swish for a swept trick, quick ticks for a deal. Nothing plays unless
// <html data-sound="on">; the audio context starts on the person's own click (browsers require a gesture).
(function () {
  "use strict";
  var Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  var ctx = null, noise = null;
  function enabled() { return document.documentElement.getAttribute("data-sound") === "on"; }
  function audio() {
    if (!ctx) {
      ctx = new Ctx();
      var len = Math.floor(ctx.sampleRate * 0.3);
      noise = ctx.createBuffer(1, len, ctx.sampleRate);
      var d = noise.getChannelData(0);
      for (var i = 0; i < len; i++) d[i] = Math.random() * 2 - 1;
    }
    if (ctx.state === "suspended") ctx.resume();
    return ctx.state === "running" ? ctx : null;
  }
  // a burst of filtered noise: a card on cloth (high, short) or cards gathered (lower, longer)
  function burst(a, at, freq, ms, level) {
    var src = a.createBufferSource(), filter = a.createBiquadFilter(), gain = a.createGain();
    src.buffer = noise;
    filter.type = "bandpass"; filter.frequency.value = freq; filter.Q.value = 1.2;
    gain.gain.setValueAtTime(level, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    src.connect(filter); filter.connect(gain); gain.connect(a.destination);
    src.start(at); src.stop(at + ms / 1000 + 0.02);
  }
  document.addEventListener("pointerdown", function () { if (enabled()) audio(); }, { passive: true });
  document.addEventListener("debertz:cards", function (e) {
    if (!enabled()) return;
    var a = audio();
    if (!a) return;
    var c = e.detail || {}, t = a.currentTime + 0.01;
    for (var i = 0; i < Math.min(c.dealt || 0, 9); i++) burst(a, t + i * 0.045, 3200, 35, 0.25);
    if (c.played) burst(a, t, 2400, 60, 0.5);
    if (c.swept) burst(a, t + 0.05, 900, 180, 0.35);
  });
})();
