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
}
