/**
 * A release published while the app is open takes the old release's files away: the server holds the new one only, and
 * the new release's service worker drops the old one's copies. A screen's or a sheet's code asked for then is missing,
 * and the screen stayed blank until the person reloaded. The page now loads the new release itself; every draft is on
 * the device after each change (the store's draft persistence), and the editor with unsaved changes still has the
 * browser ask first. Offline, the code is the service worker's and nothing is loaded. A failure this release has
 * reloaded for once is not reloaded for again: a server failing for another reason is not asked in a loop.
 */
const RELOADED_FOR = 'diary:reloaded-for';

export function loadNewReleaseWhenCodeIsGone(): void {
  // This release is named by its first script's hashed address; a browser's message may not name the missing file.
  const release = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  // The bundler's loader tells of a chunk it could not load (the chunk or one it needs) with this event.
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    const failure = `${release} ${String((event as Event & { payload?: unknown }).payload)}`;
    try {
      if (sessionStorage.getItem(RELOADED_FOR) === failure) return;
      sessionStorage.setItem(RELOADED_FOR, failure);
    } catch {
      // No session storage to remember the reload by: not reloaded, rather than perhaps again and again.
      return;
    }
    window.location.reload();
  });
}
