import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { exportAllDiaries, selectExportNotice } from './export';

describe('exporting the diaries', () => {
  it('asks in the reader language, saves the HTML file, says "Saved" and shows when the next is allowed', async () => {
    const { store, platform } = await fakeStore({
      now: '2026-11-23T08:00:00.000Z',
      answers: { exportDiaries: () => ({ filename: 'diary-2026-11-23.html', html: '<html>my diary</html>', nextExportAt: '2026-11-30T08:00:00.000Z' }) },
    });
    expect(selectExportNotice(store.getState(), platform.clock.now())).toEqual({ key: 'settings.exportTip', params: { days: 7 } });
    expect(await store.dispatch(exportAllDiaries())).toBe(true);
    expect(platform.requests[0]).toMatchObject({ type: 'exportDiaries', payload: { language: store.getState().app.preferences.language } });
    expect(platform.saved).toEqual([{ name: 'diary-2026-11-23.html', type: 'text/html', text: '<html>my diary</html>' }]);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.saved');
    expect(platform.loading.visible).toBe(false);
    expect(selectExportNotice(store.getState(), platform.clock.now())).toEqual({ key: 'settings.exportTooSoon', params: { date: '2026.11.30' } });
  });

  it('within 7 days saves nothing and says the day the next export is allowed', async () => {
    const { store, platform } = await fakeStore({
      now: '2026-11-23T08:00:00.000Z',
      answers: { exportDiaries: () => new FakeResponse(429, { code: 1004, error: 'Export is allowed once every 7 days; next at 2026-11-27T10:00:00.000Z' }) },
    });
    expect(await store.dispatch(exportAllDiaries())).toBe(false);
    expect(platform.saved).toHaveLength(0);
    expect(platform.toasts.at(-1)!.message).toEqual({ key: 'settings.exportTooSoon', params: { date: '2026.11.27' } });
    expect(selectExportNotice(store.getState(), platform.clock.now()).key).toBe('settings.exportTooSoon');
  });
});
