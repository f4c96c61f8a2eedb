import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, diaryBody, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
});
afterAll(() => server.close());

const ids = (pointers: Array<{ objectId: string }> | undefined) => (pointers ?? []).map((p) => p.objectId);

/** A record's lists as answered, and as itemLinks (the lists' truth) holds them: the two must agree. */
async function listsOf(className: 'diary' | 'file', objectId: string, fields: readonly string[]) {
  const { body } = await server.call<{ item: Record<string, any> }>('get_item_by_id', { className, objectId }, me.token);
  const rows = await server.database.db
    .selectFrom('itemLinks')
    .select(['field', 'targetId'])
    .where('ownerId', '=', objectId)
    .orderBy('field')
    .orderBy('position')
    .execute();
  const truth = Object.fromEntries(fields.map((field) => [field, rows.filter((r) => r.field === field).map((r) => r.targetId)]));
  const answered = Object.fromEntries(fields.map((field) => [field, ids(body.item[field])]));
  expect(answered).toEqual(truth);
  return answered;
}

const DIARY_LISTS = ['gallery', 'location', 'people', 'tag'] as const;
const copyOf = async (table: 'diaries' | 'files', id: string) =>
  (await server.database.db.selectFrom(table).select('links').where('id', '=', id).executeTakeFirstOrThrow()).links;

describe('a record’s lists of pointers, copied on its row', () => {
  it('answer what itemLinks holds through saves, edits and the deletion of what they list', async () => {
    const [story1, story2] = [await add(server, me.token, 'tag', { name: 'walks' }), await add(server, me.token, 'tag', { name: 'tea' })];
    const place = await add(server, me.token, 'location', { name: 'West Lake' });
    const friend = await add(server, me.token, 'people', { name: 'Lin' });
    const [photo1, photo2] = [
      await add(server, me.token, 'file', { filename: 'links-1.jpg', kind: 'image/jpeg' }),
      await add(server, me.token, 'file', { filename: 'links-2.jpg', kind: 'image/jpeg' }),
    ];
    const diary = await add(
      server,
      me.token,
      'diary',
      diaryBody({
        tag: [ptr('tag', story1), ptr('tag', story2)],
        location: [ptr('location', place)],
        people: [ptr('people', friend)],
        gallery: [ptr('file', photo1), ptr('file', photo2)],
      }),
    );
    expect(await listsOf('diary', diary, DIARY_LISTS)).toEqual({ gallery: [photo1, photo2], location: [place], people: [friend], tag: [story1, story2] });
    expect(await copyOf('diaries', diary)).not.toBeNull();

    // An edit of one list keeps the others in the copy.
    await server.call('update_item', { className: 'diary', objectId: diary, data: { tag: [ptr('tag', story2)], people: [] } }, me.token);
    expect(await listsOf('diary', diary, DIARY_LISTS)).toEqual({ gallery: [photo1, photo2], location: [place], people: [], tag: [story2] });

    // What a list names is deleted: it leaves the list, whichever way the list is read.
    await server.call('delete_item', { className: 'tag', objectId: story2 }, me.token);
    await server.call('delete_item', { className: 'file', objectId: photo1 }, me.token);
    expect(await listsOf('diary', diary, DIARY_LISTS)).toEqual({ gallery: [photo2], location: [place], people: [], tag: [] });

    // A photo's list of diaries: the diary's deletion takes it out.
    await server.call('update_item', { className: 'file', objectId: photo2, data: { diary: [ptr('diary', diary)] } }, me.token);
    expect(await listsOf('file', photo2, ['diary'])).toEqual({ diary: [diary] });
    await server.call('delete_item', { className: 'diary', objectId: diary }, me.token);
    expect(await listsOf('file', photo2, ['diary'])).toEqual({ diary: [] });
  });

  it('are read from itemLinks for a row without a copy (written before it was kept), and copied at its next edit', async () => {
    const story = await add(server, me.token, 'tag', { name: 'old' });
    const place = await add(server, me.token, 'location', { name: 'Old town' });
    const diary = await add(server, me.token, 'diary', diaryBody({ tag: [ptr('tag', story)], location: [ptr('location', place)] }));
    await server.database.db.updateTable('diaries').set({ links: null }).where('id', '=', diary).execute();

    expect(await listsOf('diary', diary, DIARY_LISTS)).toEqual({ gallery: [], location: [place], people: [], tag: [story] });
    await server.call('update_item', { className: 'diary', objectId: diary, data: { tag: [] } }, me.token);
    expect(JSON.parse((await copyOf('diaries', diary))!)).toEqual({ location: [place] });
    expect(await listsOf('diary', diary, DIARY_LISTS)).toEqual({ gallery: [], location: [place], people: [], tag: [] });
  });
});
