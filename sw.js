// Service worker: the whole site is cached on the first visit, so the game then loads and plays
// with the network gone. vendor/sw-version.js (written by scripts/build_site.py, i.e. by
// setup and by build_dist.py) sets self.VERSION (a hash of everything shipped) and self.ASSETS.
// A new version installs into a new cache while the old one keeps serving; the page is told and
// the old caches are deleted when the new worker takes over, so files of two versions never mix.
/* global importScripts */
importScripts("./vendor/sw-version.js");
const CACHE = "debertz-" + self.VERSION;
const PREFIX = "debertz-";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(self.ASSETS.map((a) => new Request(a, { cache: "reload" })));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const isPage = req.mode === "navigate";
    const hit = await cache.match(isPage ? new URL("./", self.location).href : req, { ignoreSearch: isPage });
    if (hit && (!isPage || url.pathname === new URL("./", self.location).pathname
                || url.pathname.endsWith("/index.html"))) {
      return hit;
    }
    const other = await cache.match(req);
    if (other) return other;
    return fetch(req);
  })());
});
