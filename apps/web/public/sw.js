// Makes the app installable and lets it open and read offline.
// - The app: the page shell and every script and style of this release (the build writes their list below) are kept
//   when the worker installs, so a page or sheet never opened before still opens without the network.
// - Pictures: media at the sizes the screens show (thumbnails, covers, the detail's photos; not originals or videos)
//   are kept as they pass, at most MEDIA_MAX_BYTES, the oldest dropped first, so the diaries and lists read lately
//   show their pictures offline. A media address carries an access token that changes; the kept copy is filed under
//   the address without it. Signing out forgets them.
// API calls (/restful, /qiniu, /utils) always go to the network. A new release's worker drops the older app caches.
const RELEASE = 'dev';
/** Filled by the build (scripts/service-worker.mjs): every asset of this release. */
const APP_ASSETS = [];
const APP_CACHE = `diary-app-${RELEASE}`;
const MEDIA_CACHE = 'diary-media-v1';
/** 50 MB: some 1,000 list thumbnails, or a few hundred of the detail's photos. */
const MEDIA_MAX_BYTES = 50 * 1024 * 1024;
/** Filled by the build from core's MEDIA_SIZES: every size the screens show; originals and videos are not kept. */
const KEPT_SIZES = new Set([]);

async function keepApp() {
  const cache = await caches.open(APP_CACHE);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put('/', response);
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll([...new Set([...named, ...APP_ASSETS])]);
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(keepApp().catch(() => undefined));
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('diary-') && name !== APP_CACHE && name !== MEDIA_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  ),
);
self.addEventListener('message', (event) => {
  if (event.data?.type === 'signed-out') event.waitUntil(caches.delete(MEDIA_CACHE));
});

/**
 * `/media/{token}/file/k.jpg?size=480x480` → `/media/file/k.jpg?size=480x480`: the same key whatever the token (an app
 * started offline has none yet and asks `/media/file/k.jpg`); null for what is not a kept picture.
 */
function keptMediaKey(url) {
  const match = /^\/media\/(?:[^/]+\/)?((?:file|placeholder)\/[^/]+)$/.exec(url.pathname);
  const size = url.searchParams.get('size') ?? '';
  return match && KEPT_SIZES.has(size) ? `/media/${match[1]}?size=${size}` : null;
}

/**
 * Keeps a picture as the newest, then drops the oldest (the cache lists its entries in the order put) until the kept
 * ones fit MEDIA_MAX_BYTES. Each copy carries its own size, so the bound needs no reading of the pictures.
 */
async function keepMedia(key, response) {
  const body = await response.blob();
  const cache = await caches.open(MEDIA_CACHE);
  await cache.delete(key);
  await cache.put(
    key,
    new Response(body, { headers: { 'content-type': response.headers.get('content-type') ?? 'image/jpeg', 'x-kept-bytes': String(body.size) } }),
  );
  const keys = await cache.keys();
  let total = 0;
  for (let i = keys.length - 1; i >= 0; i--) {
    total += Number((await cache.match(keys[i]))?.headers.get('x-kept-bytes') ?? 0);
    if (total > MEDIA_MAX_BYTES) await cache.delete(keys[i]);
  }
}

/** A picture not kept, offline: nothing drawn, so the photo's colour placeholder shows instead of a broken image. */
const noPicture = () => new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', { headers: { 'content-type': 'image/svg+xml' } });

function fromNetworkOrKept(request, cacheKey, keep, missing = () => Response.error()) {
  return fetch(request)
    .then((response) => {
      if (response.ok) keep(response.clone()).catch(() => undefined);
      return response;
    })
    .catch(() => caches.match(cacheKey).then((hit) => hit ?? missing()));
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const mediaKey = keptMediaKey(url);
  if (mediaKey) {
    event.respondWith(fromNetworkOrKept(event.request, mediaKey, (copy) => keepMedia(mediaKey, copy), noPicture));
    return;
  }
  if (/^\/(restful|media|qiniu|utils)\b/.test(url.pathname)) return;
  const isPage = event.request.mode === 'navigate';
  if (!isPage && !url.pathname.startsWith('/assets/')) return;
  const key = isPage ? '/' : event.request;
  event.respondWith(fromNetworkOrKept(event.request, key, (copy) => caches.open(APP_CACHE).then((cache) => cache.put(key, copy))));
});
