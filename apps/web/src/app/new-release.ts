/**
 * A release published while the app is open takes the old release's files away: the server holds the new one only, and
 * the new release's service worker drops the old one's copies. A screen's or a sheet's code asked for then is missing,
 * and the screen stayed blank until the person reloaded. The page now loads the new release itself, which loses
 * nothing: every draft is on the device after each change (the store's draft persistence). Offline, the code is the
 * service worker's and nothing is loaded. A file still missing after that reload is not reloaded for again: a server
 * failing for another reason is not asked in a loop.
 */
const RELOADED_FOR = 'diary:reloaded-for';

/** True while the page is leaving for the new release: the editor does not ask whether to leave its draft then. */
export let loadingNewRelease = false;

export function loadNewReleaseWhenCodeIsGone(): void {
  // The bundler's loader tells of a chunk it could not load (the chunk or one it needs) with this event.
  window.addEventListener('vite:preloadError', (event) => {
    const missing = String((event as Event & { payload?: unknown }).payload);
    if (!navigator.onLine || loadingNewRelease || sessionStorage.getItem(RELOADED_FOR) === missing) return;
    sessionStorage.setItem(RELOADED_FOR, missing);
    loadingNewRelease = true;
    window.location.reload();
  });
}
