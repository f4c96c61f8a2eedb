import { describe, expect, it } from 'vitest';
import { fakeStore, heldAnswers, settle, startAnswers } from '../../test/support/fake-store';
import { requestAction } from '../gate/gate';
import { createMemoryPlatform, FakeResponse } from '../platform/memory-platform';
import { ACCOUNT, MEDIA_BASE, SESSION, USER_CACHE_KEYS } from '../persist/keys';
import { logout } from '../session/sign-out';
import { createDiaryStore } from '../store';
import { selectWeatherWidget } from '../widgets/widget-views';
import { openDiaryDetail, selectDiaryDetail } from '../diary/diary-detail';
import { startApp } from './start';
import { selectSyncStatus } from '../outbox/outbox';

const lists = (p: Record<string, unknown>) => ({
  [`${String(p.className)}List`]: p.className === 'archive' ? [{ objectId: 'a1', year: 2026, month: 11, count: 4 }] : [],
});

describe('app start', () => {
  it('with a stored user loads the user, the bind status, the total lists and unpaid orders, and selects this month', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_by_id: () => ({ item: { objectId: 'u1', proStatus: 2 } }),
        media_base: () => ({ mediaBase: 'http://diary.test/media/m.x', expiresAt: '2026-12-01T00:00:00.000Z' }),
        getBindWechatStatus: () => ({ status: 1 }),
        get_item_list: lists,
      },
    });
    expect(await store.dispatch(startApp())).toBe(true);
    const state = store.getState();
    expect(state.app).toMatchObject({ start: 'ready', selectedYear: 2026, selectedMonth: 11 });
    expect(state.session).toMatchObject({ wechatBindStatus: 1, mediaBase: 'http://diary.test/media/m.x' });
    expect(
      platform.requests
        .filter((r) => r.type === 'get_item_list')
        .map((r) => r.payload.className)
        .sort(),
    ).toEqual(['archive', 'group', 'location', 'order', 'people', 'status', 'tag', 'topic', 'weather'].sort());
    expect(state.items.archive[0]!.count).toBe(4);
  });

  it('asks for the user, the media address, the binding, the totals and the unpaid orders at once, in one request', async () => {
    const asked = new Set<string>();
    let allAsked: () => void = () => undefined;
    const everyoneAsked = new Promise<void>((resolve) => (allAsked = resolve));
    // Each answer waits until all five kinds of request have been sent: asked one after another, start would never finish.
    const waitForAll = (kind: string, answer: (p: Record<string, unknown>) => unknown) => async (p: Record<string, unknown>) => {
      asked.add(kind === 'get_item_list' ? String(p.className === 'order' ? 'orders' : 'lists') : kind);
      if (asked.size === 5) allAsked();
      await everyoneAsked;
      return answer(p);
    };
    const { store, platform } = await fakeStore({
      answers: {
        get_item_by_id: waitForAll('get_item_by_id', () => ({ item: { objectId: 'u1', proStatus: 2 } })),
        media_base: waitForAll('media_base', () => ({ mediaBase: 'http://m', expiresAt: '2026-12-01T00:00:00.000Z' })),
        getBindWechatStatus: waitForAll('getBindWechatStatus', () => ({ status: 1 })),
        get_item_list: waitForAll('get_item_list', lists),
      },
    });
    // One after another, the first answer would wait for ever and the test time out.
    expect(await store.dispatch(startApp())).toBe(true);
    expect(store.getState().session.user?.proStatus).toBe(2);
    expect(store.getState().session.mediaBase).toBe('http://m');
    // All fourteen (the user, the media base, the binding, eight totals, the orders…) travelled together.
    expect(platform.requests.length).toBeGreaterThan(5);
    expect(platform.transportCalls).toBe(1);
  });

  it("neither start's requests nor the first screen wait for the device's file store; unnamed kept files go once it opens", async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_by_id: () => ({ item: { objectId: 'u1', proStatus: 2 } }),
        media_base: () => ({ mediaBase: 'http://m', expiresAt: '2026-12-01T00:00:00.000Z' }),
        getBindWechatStatus: () => ({ status: 1 }),
        get_item_list: lists,
      },
    });
    platform.kept.set('photo-of-a-sent-draft', new Blob(['x']));
    // The browser's file store opens slowly on a first visit: here it answers only when let.
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const keys = platform.keptFiles.keys.bind(platform.keptFiles);
    platform.keptFiles.keys = async () => {
      await opened;
      return keys();
    };
    expect(await store.dispatch(startApp())).toBe(true);
    expect(store.getState().app.start).toBe('ready');
    expect(platform.requests.map((r) => r.type)).toEqual(expect.arrayContaining(['get_item_by_id', 'media_base', 'get_item_list']));
    expect(platform.kept.has('photo-of-a-sent-draft')).toBe(true);
    open();
    await settle();
    expect(platform.kept.has('photo-of-a-sent-draft')).toBe(false);
  });

  it('asks for the diary of the page it opens on with its own requests; that page takes the answer the first time', async () => {
    let diaryAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (diaryAsked = resolve));
    const diary = { objectId: 'd1', content: 'A walk', datetime: { __type: 'Date', iso: '2026-11-20T02:00:00.000Z' } };
    const { store, platform } = await fakeStore({
      answers: {
        get_item_by_id: (p: Record<string, unknown>) => {
          if (p.className !== 'diary') return { item: { objectId: 'u1', proStatus: 2 } };
          diaryAsked();
          return { item: diary };
        },
        // Start's answers wait for the diary's request: asked only once start is done, start would never finish.
        media_base: async () => {
          await asked;
          return { mediaBase: 'http://m', expiresAt: '2026-12-01T00:00:00.000Z' };
        },
        getBindWechatStatus: () => ({ status: 1 }),
        get_item_list: lists,
      },
    });
    expect(await store.dispatch(startApp('/detail/d1'))).toBe(true);
    expect(store.getState().detail.byId.d1?.content).toBe('A walk');
    const diaryRequests = () => platform.requests.filter((r) => r.type === 'get_item_by_id' && r.payload.className === 'diary').length;
    expect(diaryRequests()).toBe(1);
    await store.dispatch(openDiaryDetail('d1'));
    expect(diaryRequests()).toBe(1);
    expect(selectDiaryDetail(store.getState(), 'd1').state).toBe('ready');
    // Opened again later, it asks the server again.
    await store.dispatch(openDiaryDetail('d1'));
    expect(diaryRequests()).toBe(2);
  });

  it('signs the device out when the server no longer accepts the session', async () => {
    const { store, platform } = await fakeStore({ answers: { get_item_by_id: () => new FakeResponse(401, { code: 209, error: 'expired' }) } });
    expect(await store.dispatch(startApp())).toBe(true);
    expect(store.getState().session.userId).toBeNull();
    expect(platform.stored.has(SESSION.key)).toBe(false);
  });

  it('goes to /exception when the start fails otherwise', async () => {
    const { store, platform } = await fakeStore({ answers: { get_item_by_id: () => new FakeResponse(500, { error: 'down' }) } });
    expect(await store.dispatch(startApp())).toBe(false);
    expect(store.getState().app.start).toBe('failed');
    expect(platform.routes).toEqual([{ kind: 'replace', path: '/exception' }]);
  });

  it('started again without a network, knows the account it last loaded: a trial user writes, no Pro sheet', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: startAnswers({ objectId: 'u1', proStatus: 2 }) });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    await store.dispatch(startApp());
    await settle();
    expect(platform.stored.has(ACCOUNT.key)).toBe(true);

    const again = createMemoryPlatform({ answers: platform.answers });
    for (const [key, value] of platform.stored) again.stored.set(key, value);
    again.setOnline(false);
    const reloaded = createDiaryStore(again, { apiBaseUrl: 'http://diary.test', siteUrl: 'https://diary.example' });
    expect(await reloaded.dispatch(startApp())).toBe(true);
    expect(reloaded.getState().app.startedOffline).toBe(true);
    expect(reloaded.getState().session.user?.proStatus).toBe(2);
    expect(await reloaded.dispatch(requestAction('write'))).toBe(true);
    expect(reloaded.getState().gate.prompt).toBeNull();
  });

  it('started without a network, loads the account once it is back, asking again while the first answers still fail', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: startAnswers({ objectId: 'u1', proStatus: 2 }) });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    await store.dispatch(startApp());
    await settle();

    let unanswered = 0;
    const answers = { ...platform.answers };
    const user = answers.get_item_by_id!;
    answers.get_item_by_id = (payload, request) => {
      if (unanswered === 0) return user(payload, request);
      unanswered -= 1;
      // First no answer at all, then a server still restarting.
      if (unanswered === 1) throw new Error('connection reset');
      return new FakeResponse(503, { error: 'starting' });
    };
    const again = createMemoryPlatform({ answers });
    for (const [key, value] of platform.stored) again.stored.set(key, value);
    again.setOnline(false);
    const reloaded = createDiaryStore(again, { apiBaseUrl: 'http://diary.test', siteUrl: 'https://diary.example' });
    await reloaded.dispatch(startApp());
    expect(selectSyncStatus(reloaded.getState()).label).toEqual({ key: 'outbox.offline' });

    // The network is back, but the server's first answer is lost on the way and the next says it is still starting.
    unanswered = 2;
    again.setOnline(true);
    await settle();
    expect(unanswered).toBe(0);
    expect(reloaded.getState().app.startedOffline).toBe(false);
    expect(selectSyncStatus(reloaded.getState()).label).toBeNull();
  });

  it('started again without a network, shows the topics, mood groups and weather totals it last loaded', async () => {
    const records: Record<string, unknown[]> = {
      topic: [{ objectId: 'tp1', name: '旅行', position: 1 }],
      group: [{ objectId: 'g1', name: '心情', position: 1 }],
      status: [{ objectId: 's1', name: '开心', emoji: '😀', group: { __type: 'Pointer', className: 'group', objectId: 'g1' }, position: 1 }],
      tag: [{ objectId: 't1', name: '京都', topic: { __type: 'Pointer', className: 'topic', objectId: 'tp1' } }],
      weather: [{ objectId: 'w1', code: 1, count: 3 }],
    };
    const { store, platform } = await fakeStore({
      signedIn: false,
      answers: {
        ...startAnswers({ objectId: 'u1', proStatus: 2 }),
        get_item_list: (p) => ({ [`${String(p.className)}List`]: records[String(p.className)] ?? [] }),
      },
    });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    await store.dispatch(startApp());
    await settle();

    const again = createMemoryPlatform({ answers: platform.answers });
    for (const [key, value] of platform.stored) again.stored.set(key, value);
    again.setOnline(false);
    const reloaded = createDiaryStore(again, { apiBaseUrl: 'http://diary.test', siteUrl: 'https://diary.example' });
    await reloaded.dispatch(startApp());
    const { items } = reloaded.getState();
    expect(items.topic.map((t) => t.name)).toEqual(['旅行']);
    expect(items.group.map((g) => g.name)).toEqual(['心情']);
    expect(selectWeatherWidget(reloaded.getState()).bars.find((bar) => bar.code === 1)).toMatchObject({ count: 3 });
  });

  it('draws with the media address the device kept while it works, and asks for a new one all the same', async () => {
    const answers = {
      ...startAnswers({ objectId: 'u1', proStatus: 2 }),
      media_base: () => ({ mediaBase: 'http://m/new', expiresAt: '2026-12-20T00:00:00.000Z' }),
    };
    const kept = (expiresAt: string) => {
      const platform = createMemoryPlatform({ now: '2026-12-05T08:00:00.000Z', answers });
      platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
      platform.stored.set(MEDIA_BASE.key, JSON.stringify({ v: 1, data: { mediaBase: 'http://m/kept', expiresAt } }));
      platform.setOnline(false);
      return { platform, store: createDiaryStore(platform, { apiBaseUrl: 'http://diary.test', siteUrl: 'https://diary.example' }) };
    };
    const working = kept('2026-12-10T00:00:00.000Z');
    await working.store.dispatch(startApp());
    expect(working.store.getState().session.mediaBase).toBe('http://m/kept');
    const expired = kept('2026-12-05T07:00:00.000Z');
    await expired.store.dispatch(startApp());
    expect(expired.store.getState().session.mediaBase).toBeNull();
    // Online again, the server's new address replaces it and is kept.
    working.platform.setOnline(true);
    await settle();
    await expect.poll(() => working.store.getState().session.mediaBase).toBe('http://m/new');
    await settle();
    expect(JSON.parse(working.platform.stored.get(MEDIA_BASE.key)!).data.mediaBase).toBe('http://m/new');
  });

  it("does not take another user's kept account for the signed-in one", async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: startAnswers({ objectId: 'u2', proStatus: 2 }) });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    platform.stored.set(ACCOUNT.key, JSON.stringify({ v: 1, data: { objectId: 'u2', proStatus: 2 } }));
    platform.setOnline(false);
    await store.dispatch(startApp());
    expect(store.getState().session.user).toBeNull();
  });

  it("signed out while start's answers travel: they arrive to nothing, the device keeps none of the account, and start ends", async () => {
    const server = heldAnswers(startAnswers({ objectId: 'u1', proStatus: 2 }));
    const { store, platform } = await fakeStore({ signedIn: false, answers: { ...server.answers, logout: () => ({ success: true }) } });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    let started: boolean | undefined;
    void store.dispatch(startApp()).then((ended) => (started = ended));
    await settle();
    expect(await store.dispatch(logout())).toBe(true);
    server.release();
    for (let turn = 0; turn < 5; turn += 1) await settle();
    // Start does not wait for answers that will never come: the app opens, signed out.
    expect(started).toBe(true);
    expect(store.getState().app.start).toBe('ready');
    expect(store.getState().session).toMatchObject({ userId: null, user: null, mediaBase: null });
    expect(Object.values(store.getState().items.loaded)).not.toContain(true);
    expect([...platform.stored.keys()].filter((key) => USER_CACHE_KEYS.includes(key))).toEqual([]);
  });

  it("signed out while start's answers travel: a gated action waiting for the account asks the visitor to sign in", async () => {
    const server = heldAnswers(startAnswers({ objectId: 'u1', proStatus: 2 }));
    const { store, platform } = await fakeStore({ signedIn: false, answers: { ...server.answers, logout: () => ({ success: true }) } });
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    void store.dispatch(startApp());
    await settle();
    let allowed: boolean | undefined;
    void store.dispatch(requestAction('write')).then((answer) => (allowed = answer));
    await settle();
    expect(allowed).toBeUndefined();
    expect(await store.dispatch(logout())).toBe(true);
    server.release();
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(allowed).toBe(false);
    expect(store.getState().gate.prompt).toEqual({ kind: 'login' });
  });
});
