import type { DiaryStore } from '@diary/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { FirstPaint, PageSettings } from './Appearance';
import { AppRoutes } from './router';

/** Draws the app into the page's root, replacing the icon painted before the scripts ran. */
export function drawApp(store: DiaryStore): void {
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
}
