import { SESSION_HEADER, askLineSchema, type AskLine, type RelatedDay } from '@diary/core';
import { startFakeOpenAi, type FakeOpenAi } from '@diary/tooling/fakes/openai-compatible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, diaryOn as on, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';
import { DiaryEmbeddings } from '../src/assistant/embeddings';
import { loadConfig } from '../src/config';
import { openKeyRing } from '../src/encryption/open-keys';
import { AssistantModel } from '../src/providers/assistant/model';

let fake: FakeOpenAi;
let server: TestServer;
let me: SignedIn;
const ids: Record<string, string> = {};
const EMBEDDINGS = { DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b', DIARY_ASSISTANT_EMBEDDINGS_MODEL: 'bge-m3' };

/** What the fake's model was asked to embed, in order. */
const embedded = () => fake.requests.filter((r) => r.path === '/v1/embeddings').flatMap((r) => [r.body.input].flat() as string[]);
const rowsOf = (user: string) => server.database.db.selectFrom('diaryEmbeddings').selectAll().where('user', '=', user).execute();
/** Waits until every one of the person's diaries but the private ones has an embedding as of its last save. */
async function embeddedAll(user: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const diaries = await server.database.db
          .selectFrom('diaries')
          .select(['id', 'updatedAt'])
          .where('user', '=', user)
          .where('privateStatus', '=', 0)
          .execute();
        const rows = new Map((await rowsOf(user)).map((row) => [row.diaryId, row]));
        return diaries.every(
          (d) => rows.get(d.id)?.diaryUpdatedAt === d.updatedAt && rows.get(d.id)?.model === (server.env.DIARY_ASSISTANT_EMBEDDINGS_MODEL ?? ''),
        );
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
}

beforeAll(async () => {
  // A model that knows herons and egrets are birds alike, as a real one does: no word of theirs is the same.
  fake = await startFakeOpenAi({ dimensions: 32, synonyms: { herons: 'bird', heron: 'bird', egrets: 'bird', egret: 'bird' } });
  server = await startTestServer({ time: '2026-12-05T04:00:00.000Z', env: { DIARY_ASSISTANT_URL: fake.url, ...EMBEDDINGS } });
  me = await server.signUp();
  expect((await server.call('startFreeTrial', {}, me.token)).status).toBe(200);
  const lin = await add(server, me.token, 'people', { name: 'Lin' });
  ids.source = await add(server, me.token, 'diary', on('2026-11-20', { content: 'Herons on the lake at dawn.', people: [ptr('people', lin)] }));
  ids.egrets = await add(server, me.token, 'diary', on('2026-05-02', { content: 'Egrets standing in the shallows.', people: [ptr('people', lin)] }));
  ids.report = await add(server, me.token, 'diary', on('2026-09-09', { content: 'Quarterly report, late again.', people: [ptr('people', lin)] }));
  ids.private = await add(server, me.token, 'diary', on('2026-09-10', { content: 'Only for me: the egret secret.', privateStatus: true }));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe("the diaries' embeddings", () => {
  it('are made in the background after a save, sealed per person and tagged with the model; a private diary is never sent', async () => {
    await embeddedAll(me.userId);
    const rows = await rowsOf(me.userId);
    expect(rows.map((row) => row.diaryId).sort()).toEqual([ids.source, ids.egrets, ids.report].sort());
    for (const row of rows) {
      expect(row.model).toBe('bge-m3');
      // Sealed like the diary's text: neither the vector nor anything of the text is readable in the database.
      expect(row.sealed.startsWith('e1.')).toBe(true);
      expect(row.sealed).not.toMatch(/Herons|Egrets|digest|vector|\[0\./);
    }
    expect(embedded().join('\n')).not.toContain('Only for me');
  });

  it('a save that changes no words sends nothing; changed words are embedded again', async () => {
    await embeddedAll(me.userId);
    const before = embedded().length;
    // A minute between the saves, as between a person's (each save is a new updatedAt).
    server.clock.advance(60_000);
    expect((await server.call('update_item', { className: 'diary', objectId: ids.report, data: { favorite: true } }, me.token)).status).toBe(200);
    await embeddedAll(me.userId);
    expect(embedded().length).toBe(before);
    server.clock.advance(60_000);
    expect(
      (await server.call('update_item', { className: 'diary', objectId: ids.report, data: { content: 'Quarterly report, sent at last.' } }, me.token)).status,
    ).toBe(200);
    await embeddedAll(me.userId);
    expect(embedded().slice(before)).toEqual(['Quarterly report, sent at last.']);
  });

  it('are made again when the server is given another embeddings model', async () => {
    await embeddedAll(me.userId);
    const before = embedded().length;
    await server.restart({ DIARY_ASSISTANT_URL: fake.url, DIARY_ASSISTANT_CHAT_MODEL: 'qwen2.5:7b', DIARY_ASSISTANT_EMBEDDINGS_MODEL: 'nomic-embed-text' });
    await embeddedAll(me.userId);
    expect((await rowsOf(me.userId)).every((row) => row.model === 'nomic-embed-text')).toBe(true);
    expect(embedded().length - before).toBe(3);
  });

  it('a question brings the diaries nearest in meaning, though none of its words is theirs', async () => {
    await embeddedAll(me.userId);
    const response = await fetch(`${server.url}/assistant/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SESSION_HEADER]: me.token },
      body: JSON.stringify({ question: 'When did I see an egret?', language: 'en' }),
    });
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => askLineSchema.parse(JSON.parse(line)) as AskLine);
    const first = lines[0] as { diaries: Array<{ id: string }> };
    // "egret" is a word of no diary but the private one (never sent); the two about birds are near it in meaning.
    expect(first.diaries.map((diary) => diary.id).sort()).toEqual([ids.source, ids.egrets].sort());
  });

  it('related days rank the diary alike in meaning first, though it shares no word', async () => {
    await embeddedAll(me.userId);
    const { body } = await server.call<{ related: RelatedDay[] }>('getRelatedDiaries', { objectId: ids.source }, me.token);
    // Both share Lin; without embeddings the newer report would come first.
    expect(body.related.map((day) => day.id)).toEqual([ids.egrets, ids.report]);
  });
});

describe('a diary the embeddings model refuses', () => {
  it('holds up no other: the rest of its batch is embedded one by one, and it is set aside, not sent again at once', async () => {
    const refusing = await startFakeOpenAi({ dimensions: 32, refuses: (input) => input.includes('POISON') });
    // A server with no assistant runs no rounds of its own: this test runs them.
    const quiet = await startTestServer();
    try {
      const person = await quiet.signUp();
      const ok1 = await add(quiet, person.token, 'diary', on('2026-11-01', { content: 'Herons on the lake.' }));
      const poison = await add(quiet, person.token, 'diary', on('2026-11-02', { content: 'POISON: a text the model cannot take.' }));
      const ok2 = await add(quiet, person.token, 'diary', on('2026-11-03', { content: 'Egrets in the shallows.' }));
      const config = loadConfig({ ...quiet.env, DIARY_ASSISTANT_URL: refusing.url, ...EMBEDDINGS });
      if (config.assistant.kind === 'off') throw new Error('the assistant should be on');
      const embeddings = new DiaryEmbeddings(quiet.database, await openKeyRing(config, quiet.database), new AssistantModel(config.assistant), 'bge-m3');
      const made = async () =>
        (await quiet.database.db.selectFrom('diaryEmbeddings').select('diaryId').where('user', '=', person.userId).execute()).map((r) => r.diaryId);

      // The three went together and were refused together.
      await expect(embeddings.round()).rejects.toThrow();
      expect(await made()).toEqual([]);
      // Then each alone: the two the model takes are made; the one it refuses is set aside.
      for (let i = 0; i < 3; i++) await embeddings.round().catch(() => undefined);
      expect((await made()).sort()).toEqual([ok1, ok2].sort());
      const sent = refusing.requests.length;
      expect(await embeddings.round()).toBe(0);
      expect(refusing.requests.length).toBe(sent);
      expect(await made()).not.toContain(poison);
    } finally {
      await quiet.close();
      await refusing.close();
    }
  });
});
