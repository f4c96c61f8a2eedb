import '@diary/core/client-parsing';
// The app's styles are the page's own, loaded with it (not found by the scripts once the screens are drawn).
import './styles/app.css';
import { matchRoute, phonePathOf } from '@diary/core/routes';
import { loadNewReleaseWhenCodeIsGone } from './app/new-release';
import type { DiaryStore } from '@diary/store';
import { loadScreenCode } from './screens/screen-code';

/** Gives the main thread back for a moment (a tap, a paint) before the next step. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The app starts in steps with the main thread given back between them, each one task: the store's code (the
 * contract's schemas, the state's slices), the store made, start (the session read, start's requests sent), the
 * texts, then the screens (the router, the first draw). Evaluated at once they were one task of ≈ 100 ms on this
 * machine, 400 ms on a slow phone; in two steps the store's was still ≈ 270 ms there (docs/benchmarks.md, "Start in
 * shorter tasks").
 */
async function start() {
  loadNewReleaseWhenCodeIsGone();
  const opening = matchRoute(phonePathOf(window.location.pathname));
  const openingDiary = opening?.name === 'detail' ? opening.params.diaryId : undefined;
  const openingPhoto = openingDiary ? import('./screens/detail/opening-photo') : undefined;
  // Each import awaited and destructured alone: so the bundler keeps only what is named, not the store's whole index.
  const { createAppStore } = await import('./app/store');
  const { loadFeatures, startApp } = await import('@diary/store');
  // The opened page's screen (the landing page, a diary…) is asked for once the store's code is here, not once start
  // has answered and the router has chosen it: a round trip sooner. Asked before, its links (a diary's twenty chunks
  // and style sheets) were a third of the page's first task on a slow phone, and the task came later.
  loadScreenCode(opening?.name);
  await yieldToMain();
  const store = createAppStore();
  await yieldToMain();
  void store.dispatch(startApp(window.location.pathname));
  void store.dispatch(loadFeatures());
  if (openingDiary && openingPhoto)
    whenDiaryAnswers(store, openingDiary, () => void openingPhoto.then((code) => code.preloadFirstPhoto(store.getState(), openingDiary)));
  await yieldToMain();
  const { startTexts } = await import('./i18n');
  startTexts();
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
