import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, diaryBody } from './support/records';
import { DB_KIND, startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
});
afterAll(() => server.close());

describe.runIf(DB_KIND === 'postgres')("PostgreSQL's statements prepared once on each connection", () => {
  it('names a statement with parameters, so the connection parses it once and then only runs it; begin and commit stay unnamed', async () => {
    await add(server, me.token, 'diary', diaryBody({ content: 'prepared once' }));
    const prepared = await server.database.db.transaction().execute(async (tx) => {
      const lookUp = () => tx.selectFrom('users').select('itemsVersion').where('id', '=', me.userId).executeTakeFirstOrThrow();
      await lookUp();
      await lookUp();
      // The statements this connection holds prepared: the session's own view of them.
      return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(tx)).rows;
    });
    const lookUps = prepared.filter((p) => p.statement.startsWith('select "itemsVersion" from "users"'));
    expect(lookUps).toHaveLength(1);
    expect(lookUps[0]!.name).toMatch(/^diary_\d+$/);
    expect(prepared.some((p) => /^(begin|commit)/i.test(p.statement))).toBe(false);
    // And what it answers is what the write left: the diary is there.
    const listed = await server.call<{ diaryList: Array<{ content: string }> }>('get_item_list', { className: 'diary' }, me.token);
    expect(listed.body.diaryList.map((d) => d.content)).toContain('prepared once');
  });
});
