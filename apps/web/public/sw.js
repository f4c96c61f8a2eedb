// Makes the app installable and lets it open offline: the page shell and the scripts and styles it loads
// first are kept when the worker installs, and every page and asset fetched since is kept as it passes, so a
// reload without the network opens the app on what the device kept. API calls (/restful, /media, /qiniu,
// /utils) always go to the network. A new release's worker keeps its own cache and drops the older ones.
const CACHE = 'diary-shell-v2';

/** The shell ('/') and the assets its HTML names (the entry script, its preloaded chunks, the styles). */
async function keepShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put('/', response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(keepShell().catch(() => undefined));
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  ),
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (/^\/(restful|media|qiniu|utils)\b/.test(url.pathname)) return;
  const isPage = event.request.mode === 'navigate';
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok && (isPage || url.pathname.startsWith('/assets/'))) {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(isPage ? '/' : event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(isPage ? '/' : event.request).then((hit) => hit ?? Response.error())),
  );
});
