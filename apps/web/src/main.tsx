import './platform/parse-without-eval';
import { loadFeatures, startApp } from '@diary/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './i18n';
import './styles/app.css';
import { FirstPaint, PageSettings } from './app/Appearance';
import { AppRoutes } from './app/router';
import { store } from './app/store';

void store.dispatch(startApp());
void store.dispatch(loadFeatures());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PageSettings />
      <FirstPaint>
        <AppRoutes />
      </FirstPaint>
    </Provider>
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
  // The worker keeps thumbnails for reading offline (public/sw.js): they are the user's, and go when they sign out.
  let signedIn = Boolean(store.getState().session.token);
  store.subscribe(() => {
    const now = Boolean(store.getState().session.token);
    if (signedIn && !now) void navigator.serviceWorker.ready.then((worker) => worker.active?.postMessage({ type: 'signed-out' }));
    signedIn = now;
  });
}
