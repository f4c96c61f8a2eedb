import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { selectMoreMenu } from '../app/more-menu';
import { FakeResponse } from '../platform/memory-platform';
import { FEATURES_OFF, fakeStore } from '../../test/support/fake-store';
import { askDraftChanged, askQuestion, deleteKept, leaveAsk, openAsk, selectAskScreen, stopAsking, switchKeepAnswers } from './ask-screen';

const ON = { ...FEATURES_OFF, assistant: { place: 'thisMachine' as const, host: '127.0.0.1:11434', embeddings: false } };
const LAKE = { n: 1, id: 'd1', day: '2026-11-20', title: 'The lake' };
const LUNCH = { n: 2, id: 'd2', day: '2026-10-03', title: '' };

const KEPT = { id: 'k1', askedAt: '2026-11-01T04:00:00.000Z', question: 'Where did I walk?', answer: 'By the lake [1].', diaries: [LAKE] };

async function askStore(lines: unknown[] | FakeResponse, proStatus: 0 | 1 | 2 = 2) {
  const made = await fakeStore({
    proStatus,
    answers: { ask: () => lines, getKeptAnswers: () => ({ answers: [KEPT] }), deleteKeptAnswer: () => ({}) },
  });
  made.store.dispatch(appSlice.actions.featuresLoaded(ON));
  return made;
}

describe('ask your diary: the screen model', () => {
  it("is off, with no menu entry, when the server's owner has not switched the assistant on", async () => {
    const { store } = await fakeStore();
    store.dispatch(appSlice.actions.featuresLoaded(FEATURES_OFF));
    expect(selectAskScreen(store.getState()).availability).toBe('off');
    expect(selectMoreMenu(store.getState()).mine.map((entry) => entry.path)).not.toContain('/ask');
    store.dispatch(appSlice.actions.featuresLoaded(ON));
    expect(selectMoreMenu(store.getState()).mine.map((entry) => entry.path)).toContain('/ask');
  });

  it('says where the model runs before the first question', async () => {
    const { store } = await askStore([]);
    const screen = selectAskScreen(store.getState());
    expect(screen.availability).toBe('open');
    expect(screen.notice).toEqual({ key: 'assistant.sentThisMachine', params: { host: '127.0.0.1:11434' } });
    expect(screen.turns).toEqual([]);
    expect(screen.canAsk).toBe(false);
  });

  it("sends the question with the asker's day and language, and draws the answer with citations that open their diaries", async () => {
    const { store, platform } = await askStore([
      { diaries: [LAKE, LUNCH] },
      { text: 'You walked round the lake [1' },
      { text: '] and had lunch before [2]. Also [7].' },
      { done: true, cited: ['d1', 'd2'] },
    ]);
    store.dispatch(askDraftChanged('  When did I last see 小林?  '));
    expect(selectAskScreen(store.getState()).canAsk).toBe(true);
    await store.dispatch(askQuestion());
    expect(platform.requests.at(-1)?.payload).toEqual({ question: 'When did I last see 小林?', today: '2026-11-21', language: 'zh' });
    const [turn] = selectAskScreen(store.getState()).turns;
    expect(turn).toMatchObject({ question: 'When did I last see 小林?', state: 'answered', status: null });
    expect(turn!.parts).toEqual([
      { text: 'You walked round the lake ' },
      { cite: 1, path: '/detail/d1', label: expect.stringContaining('20') },
      { text: ' and had lunch before ' },
      { cite: 2, path: '/detail/d2', label: expect.stringContaining('3') },
      // A number no diary has stays words.
      { text: '. Also [7].' },
    ]);
    expect(turn!.sources).toEqual([
      { n: 1, path: '/detail/d1', date: expect.any(String), title: 'The lake' },
      { n: 2, path: '/detail/d2', date: expect.any(String), title: null },
    ]);
    expect(selectAskScreen(store.getState()).draft).toBe('');
  });

  it('says the daily limit in its own words, and a model that failed midway as the assistant not answering', async () => {
    const limited = await askStore(new FakeResponse(429, { code: 1016, error: 'At most 50 questions a day' }));
    await limited.store.dispatch(askQuestion('What did I do last October?'));
    expect(selectAskScreen(limited.store.getState()).turns[0]).toMatchObject({
      state: 'failed',
      status: { key: 'assistant.dailyLimit', params: { count: 50 } },
    });

    const broken = await askStore([{ diaries: [LAKE] }, { text: 'You' }, { error: { code: 503, error: 'not answering' } }]);
    await broken.store.dispatch(askQuestion('What did I do last October?'));
    expect(selectAskScreen(broken.store.getState()).turns[0]).toMatchObject({ state: 'failed', status: { key: 'ask.failed' } });

    const cut = await askStore([{ diaries: [LAKE] }, { text: 'You walked' }]);
    await cut.store.dispatch(askQuestion('What did I do last October?'));
    expect(selectAskScreen(cut.store.getState()).turns[0]).toMatchObject({ state: 'failed', parts: [{ text: 'You walked' }] });
  });

  it('without Pro opens the Pro page and sends nothing', async () => {
    const { store, platform } = await askStore([], 1);
    expect(selectAskScreen(store.getState()).availability).toBe('proRequired');
    await store.dispatch(askQuestion('When did I last see 小林?'));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/gopro' });
    expect(platform.requests.filter((r) => r.type === 'ask')).toEqual([]);
  });

  it('offline, a question cannot be sent, and says so', async () => {
    const { store, platform } = await askStore([]);
    platform.setOnline(false);
    store.dispatch(appSlice.actions.onlineChanged(false));
    store.dispatch(askDraftChanged('When?'));
    expect(selectAskScreen(store.getState())).toMatchObject({ offline: true, canAsk: false });
  });

  it('stops an answer being written: the request is cancelled and the turn says stopped', async () => {
    const { store } = await askStore([{ diaries: [LAKE] }, { text: 'You' }, { text: ' walked' }, { text: ' round' }, { done: true, cited: [] }]);
    const asking = store.dispatch(askQuestion('When did I last see 小林?'));
    expect(selectAskScreen(store.getState()).asking).toBe(true);
    store.dispatch(stopAsking());
    await asking;
    const [turn] = selectAskScreen(store.getState()).turns;
    expect(turn).toMatchObject({ state: 'stopped', status: { key: 'ask.stopped' } });
    expect(turn!.parts.map((part) => ('text' in part ? part.text : '')).join('')).not.toContain('round');
    // Leaving with nothing under way changes nothing.
    store.dispatch(leaveAsk());
    expect(selectAskScreen(store.getState()).turns[0]!.state).toBe('stopped');
  });
});

describe('ask your diary: keeping questions and answers', () => {
  it('keeps nothing until the person switches keeping on; then asks the server to keep, remembers the choice, and can delete', async () => {
    const { store, platform } = await askStore([{ diaries: [LAKE] }, { text: 'By the lake [1].' }, { done: true, cited: ['d1'], kept: 'k2' }]);
    await store.dispatch(openAsk());
    const opened = selectAskScreen(store.getState());
    expect(opened.keep).toBe(false);
    // What was kept before shows above, as an answered turn that can be deleted.
    expect(opened.earlier).toEqual([expect.objectContaining({ question: 'Where did I walk?', state: 'answered', keptId: 'k1' })]);

    await store.dispatch(askQuestion('Where did I walk?'));
    expect(platform.requests.filter((r) => r.type === 'ask').at(-1)!.payload).not.toHaveProperty('keep');

    await store.dispatch(switchKeepAnswers());
    expect(platform.stored.get('diary:ask-keep')).toContain('true');
    await store.dispatch(askQuestion('Where did I walk?'));
    expect(platform.requests.filter((r) => r.type === 'ask').at(-1)!.payload).toMatchObject({ keep: true });
    expect(selectAskScreen(store.getState()).turns.at(-1)!.keptId).toBe('k2');

    platform.confirmAnswers.push(true);
    await store.dispatch(deleteKept('k2'));
    expect(platform.requests.at(-1)).toMatchObject({ type: 'deleteKeptAnswer', payload: { id: 'k2' } });
    expect(selectAskScreen(store.getState()).turns.map((turn) => turn.keptId)).not.toContain('k2');
    // Said no to: nothing is deleted.
    platform.confirmAnswers.push(false);
    await store.dispatch(deleteKept('k1'));
    expect(selectAskScreen(store.getState()).earlier).toHaveLength(1);
  });
});
