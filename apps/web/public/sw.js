// Makes the app installable and lets it open offline: the page shell is served from the cache
// when the network is down. API calls (/restful, /media, /qiniu) always go to the network.
const CACHE = 'diary-shell-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
