import { RELATED_DAYS_SHOWN, type RelatedDay } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, diaryOn as on, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
  expect((await server.call('startFreeTrial', {}, me.token)).status).toBe(200);
  const lin = await add(server, me.token, 'people', { name: '小林' });
  const lake = await add(server, me.token, 'location', { name: 'West Lake' });
  const walks = (ids.walks = await add(server, me.token, 'tag', { name: 'Walks' }));
  ids.source = await add(
    server,
    me.token,
    'diary',
    on('2026-11-20', { content: 'A long walk round the lake with Lin, herons and rain.', people: [ptr('people', lin)], location: [ptr('location', lake)] }),
  );
  // Shares the person; its words are the most alike.
  ids.alike = await add(
    server,
    me.token,
    'diary',
    on('2026-06-01', { content: 'Herons by the lake again, a walk in the rain.', people: [ptr('people', lin)] }),
  );
  // Shares the person and the place, fewer words alike: after the one most alike.
  ids.both = await add(
    server,
    me.token,
    'diary',
    on('2026-07-01', { content: 'Dinner with friends downtown.', people: [ptr('people', lin)], location: [ptr('location', lake)] }),
  );
  // Shares the person only, nothing alike: after the one sharing more.
  ids.plain = await add(server, me.token, 'diary', on('2026-08-01', { content: 'Quarterly report.', people: [ptr('people', lin)] }));
  ids.private = await add(
    server,
    me.token,
    'diary',
    on('2026-05-01', { title: 'Secret', content: 'A long walk round the lake, herons, rain: my secret.', people: [ptr('people', lin)], privateStatus: true }),
  );
  // Shares nothing: never related, however alike.
  ids.unrelated = await add(
    server,
    me.token,
    'diary',
    on('2026-09-01', { content: 'A long walk round the lake with Lin, herons and rain.', tag: [ptr('tag', walks)] }),
  );
});
afterAll(() => server.close());

async function related(objectId: string, token = me.token): Promise<RelatedDay[]> {
  const answer = await server.call<{ related: RelatedDay[] }>('getRelatedDiaries', { objectId }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.related;
}

describe("a diary's related days", () => {
  it('are the diaries sharing a story, person or place, the most alike in words first, then those sharing most', async () => {
    const found = await related(ids.source!);
    expect(found.map((d) => d.id)).toEqual([ids.private, ids.alike, ids.both, ids.plain]);
    expect(found[1]).toEqual({
      id: ids.alike,
      day: '2026-06-01',
      title: '',
      excerpt: 'Herons by the lake again, a walk in the rain.',
      privateStatus: false,
      shared: { places: 0, people: 1, stories: 0 },
    });
    expect(found[2]!.shared).toEqual({ places: 1, people: 1, stories: 0 });
    expect(found.map((d) => d.id)).not.toContain(ids.unrelated);
  });

  it('show a private diary without its title or text', async () => {
    const [hidden] = await related(ids.source!);
    expect(hidden).toMatchObject({ id: ids.private, title: '', excerpt: '', privateStatus: true });
  });

  it(`are at most ${RELATED_DAYS_SHOWN}, none for a diary sharing nothing, and never another person's`, async () => {
    // More diaries of the story than are shown.
    for (let i = 0; i < RELATED_DAYS_SHOWN + 2; i++)
      await add(server, me.token, 'diary', on(`2026-04-0${i + 1}`, { content: `Day ${i}`, tag: [ptr('tag', ids.walks!)] }));
    expect(await related(ids.unrelated!)).toHaveLength(RELATED_DAYS_SHOWN);
    const other = await server.signUp();
    expect((await server.call('getRelatedDiaries', { objectId: ids.source }, other.token)).status).toBe(404);
    const lonely = await add(server, other.token, 'diary', on('2026-11-01', { content: 'alone' }));
    expect(await related(lonely, other.token)).toEqual([]);
  });
});
