import '@diary/core/client-parsing';
// The app's styles are the page's own, loaded with it (not found by the scripts once the screens are drawn).
import './styles/app.css';
import { matchRoute, phonePathOf } from '@diary/core/routes';
import type { DiaryStore } from '@diary/store';
import { loadScreenCode } from './screens/screen-code';

/** Gives the main thread back for a moment (a tap, a paint) before the next step. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The app starts in two steps with the main thread given back between them: first the store (the contract's schemas,
 * the state, the session read and start's requests sent), then the screens (the router, the texts, the first draw).
 * Evaluated at once they were one task of ≈ 100 ms on this machine, 400 ms on a slow phone (docs/benchmarks.md).
 */
async function start() {
  // The opened page's screen (the landing page, a diary…) is asked for with the store's code, not once start has
  // answered and the router has chosen it: a round trip sooner.
  const opening = matchRoute(phonePathOf(window.location.pathname));
  loadScreenCode(opening?.name);
  const openingDiary = opening?.name === 'detail' ? opening.params.diaryId : undefined;
  const openingPhoto = openingDiary ? import('./screens/detail/opening-photo') : undefined;
  const { store } = await import('./app/store');
  const { loadFeatures, startApp } = await import('@diary/store');
  void store.dispatch(startApp(window.location.pathname));
  void store.dispatch(loadFeatures());
  if (openingDiary && openingPhoto)
    whenDiaryAnswers(store, openingDiary, () => void openingPhoto.then((code) => code.preloadFirstPhoto(store.getState(), openingDiary)));
  await yieldToMain();
  const { drawApp } = await import('./app/draw');
  drawApp(store);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) keepServiceWorker(store);
}

/**
 * Calls back once the diary a page opens on and the media address are in, while start's other answers are still
 * being taken and before the page is drawn: its first photo is asked for then (screens/detail/opening-photo.ts, whose
 * code is asked for with the store's). A diary that does not answer (no network, deleted) calls nothing.
 */
function whenDiaryAnswers(store: DiaryStore, diaryId: string, answered: () => void) {
  const stop = store.subscribe(() => {
    const { detail, session, app } = store.getState();
    if (detail.byId[diaryId] && session.mediaBase) answered();
    else if (app.start !== 'ready' && app.start !== 'failed') return;
    stop();
  });
}

function keepServiceWorker(store: DiaryStore) {
  if (document.readyState === 'complete') void navigator.serviceWorker.register('/sw.js');
  else window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
  // The worker keeps thumbnails for reading offline (public/sw.js): they are the user's, and go when they sign out.
  let signedIn = Boolean(store.getState().session.token);
  store.subscribe(() => {
    const now = Boolean(store.getState().session.token);
    if (signedIn && !now) void navigator.serviceWorker.ready.then((worker) => worker.active?.postMessage({ type: 'signed-out' }));
    signedIn = now;
  });
}

void start();
