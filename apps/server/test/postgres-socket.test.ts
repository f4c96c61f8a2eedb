import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { add, diaryBody } from './support/records';
import { DB_KIND, newPostgresDatabase, startTestServer, type SignedIn, type TestServer } from './support/server';

// The README's advice for a server on PostgreSQL's own machine: DIARY_DATABASE_URL through the Unix socket.
describe.runIf(DB_KIND === 'postgres')('PostgreSQL reached through its Unix socket', () => {
  let server: TestServer;
  let me: SignedIn;
  beforeAll(async () => {
    const { url } = await newPostgresDatabase();
    const database = new URL(url).pathname;
    const socket = new URL(inject('postgresSocketUrl'));
    socket.pathname = database;
    server = await startTestServer({ env: { DIARY_DATABASE_URL: socket.toString() } });
    me = await server.signUp();
  });
  afterAll(() => server?.close());

  it("saves and lists a diary over the server's connections, none of them TCP (no client address)", async () => {
    await add(server, me.token, 'diary', diaryBody({ content: 'through the socket' }));
    const listed = await server.call<{ diaryList: Array<{ content: string }> }>('get_item_list', { className: 'diary' }, me.token);
    expect(listed.body.diaryList.map((d) => d.content)).toEqual(['through the socket']);
    const { rows } = await sql<{ socket: number; tcp: number }>`
      select count(*) filter (where client_addr is null)::int as socket, count(*) filter (where client_addr is not null)::int as tcp
      from pg_stat_activity where datname = current_database()`.execute(server.database.db);
    expect(rows[0]).toEqual({ socket: expect.any(Number), tcp: 0 });
    expect(rows[0]!.socket).toBeGreaterThanOrEqual(1);
  });
});
