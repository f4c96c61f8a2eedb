import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, date, list, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A small deterministic random source, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pick = <T>(rand: () => number, items: T[]): T => items[Math.floor(rand() * items.length)]!;
const some = <T>(rand: () => number, items: T[], max: number): T[] => [
  ...new Set(Array.from({ length: Math.floor(rand() * (max + 1)) }, () => pick(rand, items))),
];

/** Every count, recomputed from the diaries as the client would see them. */
async function assertCountsExact(user: SignedIn) {
  const diaries = (await list(server, user.token, 'diary')).items;
  const expected = new Map<string, number>();
  const bump = (key: string) => expected.set(key, (expected.get(key) ?? 0) + 1);
  for (const d of diaries) {
    const shanghai = new Date(new Date(d.datetime.iso).getTime() + 8 * 3600_000);
    bump(`archive:${shanghai.getUTCFullYear()}-${shanghai.getUTCMonth() + 1}`);
    if (d.weather) bump(`weather:${d.weather}`);
    if (d.status) bump(`status:${d.status.objectId}`);
    for (const field of ['location', 'people', 'tag']) for (const p of d[field] as Array<{ objectId: string }>) bump(`${field}:${p.objectId}`);
  }
  const actual = new Map<string, number>();
  for (const a of (await list(server, user.token, 'archive')).items) actual.set(`archive:${a.year}-${a.month}`, a.count);
  for (const w of (await list(server, user.token, 'weather')).items) actual.set(`weather:${w.code}`, w.count);
  for (const className of ['status', 'location', 'people', 'tag']) {
    for (const item of (await list(server, user.token, className)).items) actual.set(`${className}:${item.objectId}`, item.count);
  }
  for (const [key, count] of actual) expect(count, key).toBe(expected.get(key) ?? 0);
  for (const [key, count] of expected) expect(actual.get(key), key).toBe(count);
}

describe('counts never drift', () => {
  it('stay exact through a random sequence of saves, edits and deletes, whatever increments the client sends', async () => {
    const user = await server.signUp();
    await server.call('startFreeTrial', {}, user.token);
    const rand = random(20261121);
    const ids = {
      tag: await Promise.all(['a', 'b', 'c'].map((n) => add(server, user.token, 'tag', { name: n }))),
      people: await Promise.all(['p', 'q', 'r'].map((n) => add(server, user.token, 'people', { name: n }))),
      location: await Promise.all(['x', 'y', 'z'].map((n) => add(server, user.token, 'location', { name: n }))),
      status: await Promise.all(['s1', 's2'].map((n) => add(server, user.token, 'status', { name: n }))),
    };
    const days = ['2026-10-31T15:30:00.000Z', '2026-11-01T01:00:00.000Z', '2026-11-21T06:00:00.000Z', '2026-12-31T17:00:00.000Z'];
    const fields = () => {
      const moment = pick(rand, days);
      const shanghai = new Date(new Date(moment).getTime() + 8 * 3600_000);
      const tod = `${String(shanghai.getUTCMonth() + 1).padStart(2, '0')}${String(shanghai.getUTCDate()).padStart(2, '0')}`;
      return {
        content: `entry ${Math.floor(rand() * 1000)}`,
        datetime: date(moment),
        todayonhistory: tod,
        weather: Math.floor(rand() * 4),
        tag: some(rand, ids.tag, 2).map((id) => ptr('tag', id)),
        people: some(rand, ids.people, 2).map((id) => ptr('people', id)),
        location: some(rand, ids.location, 2).map((id) => ptr('location', id)),
        status: rand() < 0.3 ? null : ptr('status', pick(rand, ids.status)),
      };
    };
    // Increments a careless client might send: wrong amounts, on the wrong records.
    const noise = () => [
      { method: 'PUT', className: 'tag', objectId: pick(rand, ids.tag), body: { count: { __op: 'Increment', amount: Math.floor(rand() * 7) - 3 } } },
    ];

    const diaries: string[] = [];
    for (let step = 0; step < 80; step++) {
      const roll = rand();
      if (roll < 0.45 || diaries.length === 0) {
        const answer = await server.call<Array<{ success: { objectId: string } }>>(
          'batch_op_items',
          { requests: [{ method: 'POST', className: 'diary', body: fields() }, ...noise()] },
          user.token,
        );
        expect(answer.status).toBe(200);
        diaries.push(answer.body[0]!.success.objectId);
      } else if (roll < 0.65) {
        const answer = await server.call(
          'batch_op_items',
          { requests: [{ method: 'PUT', className: 'diary', objectId: pick(rand, diaries), body: fields() }, ...noise()] },
          user.token,
        );
        expect(answer.status).toBe(200);
      } else if (roll < 0.72) {
        // The same diary written twice in one batch, then only its text changed: each write moves what it changed.
        const objectId = pick(rand, diaries);
        const requests = [
          { method: 'PUT', className: 'diary', objectId, body: fields() },
          { method: 'PUT', className: 'diary', objectId, body: fields() },
          { method: 'PUT', className: 'diary', objectId, body: { content: `edited ${step}` } },
        ];
        expect((await server.call('batch_op_items', { requests }, user.token)).status).toBe(200);
      } else if (roll < 0.78) {
        // A place, person, story or status deleted: its diaries stay, and every other count with them.
        const className = pick(rand, ['tag', 'people', 'location', 'status'] as const);
        if (ids[className].length > 1) {
          const id = ids[className].splice(Math.floor(rand() * ids[className].length), 1)[0]!;
          expect((await server.call('delete_item', { className, objectId: id }, user.token)).status).toBe(200);
          // And one made in its place, to be written to from now on.
          ids[className].push(await add(server, user.token, className, { name: `${className} ${step}` }));
        }
      } else {
        const id = diaries.splice(Math.floor(rand() * diaries.length), 1)[0]!;
        const answer = await server.call('batch_op_items', { requests: [{ method: 'DELETE', className: 'diary', objectId: id }, ...noise()] }, user.token);
        expect(answer.status).toBe(200);
      }
      if (step % 20 === 19) await assertCountsExact(user);
    }
    // A client "correcting" a total to a wrong number gets the true one.
    const tag = ids.tag[0]!;
    await server.call('update_item', { className: 'tag', objectId: tag, data: { count: 999 } }, user.token);
    await assertCountsExact(user);
    // Deleting a story keeps its diaries and every other count.
    await server.call('delete_item', { className: 'tag', objectId: tag }, user.token);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(diaries.length);
    await assertCountsExact(user);
  });

  it('hold under concurrent saves of one user', async () => {
    const user = await server.signUp();
    await server.call('startFreeTrial', {}, user.token);
    const tag = await add(server, user.token, 'tag', { name: 'busy' });
    const saves = Array.from({ length: 24 }, (_, i) =>
      server.call(
        'batch_op_items',
        {
          requests: [
            {
              method: 'POST',
              className: 'diary',
              body: { content: `c${i}`, datetime: date('2026-11-21T06:00:00.000Z'), todayonhistory: '1121', weather: 1, tag: [ptr('tag', tag)] },
            },
          ],
        },
        user.token,
      ),
    );
    const answers = await Promise.all(saves);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await list(server, user.token, 'tag')).items[0]!.count).toBe(24);
    await assertCountsExact(user);
  });

  it('keep the free cap under concurrent creates', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 29; i++)
      await add(server, user.token, 'diary', { content: `d${i}`, datetime: date('2026-11-21T06:00:00.000Z'), todayonhistory: '1121' });
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call(
          'add_item',
          { className: 'diary', data: { content: 'race', datetime: date('2026-11-21T06:00:00.000Z'), todayonhistory: '1121' } },
          user.token,
        ),
      ),
    );
    expect(racing.filter((a) => a.status === 200)).toHaveLength(2);
    expect((await list(server, user.token, 'diary', { count: true })).count).toBe(31);
  });
});
