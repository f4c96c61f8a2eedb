import { API_ERRORS, REQUESTS, RESTFUL_REQUEST_TYPES } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, date, diaryBody, ptr } from './support/records';
import { newPhone, startTestServer, type Answer, type SignedIn, type TestServer, withServer } from './support/server';

let server: TestServer;
let owner: SignedIn;
let other: SignedIn;
const SECRET = 'owner-only-secret-text 秘密';
const ids: Record<string, string> = {} as Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signUp();
  other = await server.signUp();
  await server.call('startFreeTrial', {}, owner.token);
  ids.tag = await add(server, owner.token, 'tag', { name: 'owner-tag' });
  ids.people = await add(server, owner.token, 'people', { name: 'owner-person' });
  ids.doomed = await add(server, owner.token, 'people', { name: 'to-delete' });
  ids.diary = await add(server, owner.token, 'diary', diaryBody({ content: SECRET, tag: [ptr('tag', ids.tag!)], people: [ptr('people', ids.people!)] }));
  const now = date(server.clock.now().toISOString());
  await server.call('update_item', { className: 'diary', objectId: ids.diary, data: { sharedStatus: 2, sharedDatetime: now } }, owner.token);
  await server.call('update_item', { className: 'tag', objectId: ids.tag, data: { sharedStatus: 2, sharedDatetime: now } }, owner.token);
});
afterAll(() => server.close());

type Role = 'visitor' | 'other' | 'owner';
interface Row {
  /** A payload that is valid for the owner (it may name the owner's records). */
  payload: () => Record<string, unknown>;
  /** The expected status per role; a function can check more. */
  expect: Record<Role, number | ((answer: Answer<any>) => void)>;
}

const UNAUTHORIZED = 401;
const unavailable = { visitor: 503, other: 503, owner: 503 };
const userOnly503 = { visitor: UNAUTHORIZED, other: 503, owner: 503 };
const forbiddenForAll = { visitor: 403, other: 403, owner: 403 };
/** Another user may not touch the owner's link; the owner's own example identity is not genuine. */
const notOwnOrNotGenuine = { visitor: UNAUTHORIZED, other: 403, owner: 403 };
const notFoundForOthers = (ok = 200) => ({ visitor: UNAUTHORIZED, other: 404, owner: ok });
/** The contract's own example payload: valid by construction. */
const example = (type: string) => ({ ...(REQUESTS[type]!.example.payload as Record<string, unknown>) });

/** Every request type of /restful, with what each kind of caller may do. */
const MATRIX: Record<string, Row> = {
  requestSmsCode: { payload: () => ({ mobilePhoneNumber: newPhone() }), expect: { visitor: 200, other: 200, owner: 200 } },
  verifySmsCode: {
    payload: () => ({ mobilePhoneNumber: newPhone(), smsCode: '000000' }),
    expect: { visitor: (a) => expect(a.body).toEqual({ valid: false }), other: 200, owner: 200 },
  },
  loginByMobilePhone: {
    payload: () => ({ mobilePhoneNumber: newPhone(), smsCode: '000000', agreement: true }),
    expect: { visitor: 400, other: 400, owner: 400 },
  },
  logout: { payload: () => ({}), expect: { visitor: UNAUTHORIZED, other: 200, owner: 200 } },
  requestChangePhoneNumber: {
    payload: () => ({ mobilePhoneNumber: owner.phone }),
    expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.body.code).toBe(API_ERRORS.duplicateName.code), owner: 200 },
  },
  changePhoneNumber: {
    payload: () => ({ mobilePhoneNumber: owner.phone, code: '000000' }),
    expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.status).toBeGreaterThanOrEqual(400), owner: (a) => expect(a.status).toBeGreaterThanOrEqual(400) },
  },
  // Without the code sent to the account's phone nothing is deleted (the deletion itself: accounts.test.ts).
  deleteAccount: { payload: () => ({}), expect: { visitor: UNAUTHORIZED, other: 400, owner: 400 } },
  exportDiaries: {
    payload: () => ({}),
    expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.body.html).not.toContain('owner-only'), owner: (a) => expect(a.body.html).toContain('owner-only') },
  },
  getFeatures: { payload: () => ({}), expect: { visitor: 200, other: 200, owner: 200 } },
  // The link downloads the caller's own archive: the owner's names the owner (what it holds: transfer.test.ts).
  exportArchive: {
    payload: () => ({}),
    expect: {
      visitor: UNAUTHORIZED,
      other: (a) => expect(a.body.url).toMatch(/\/export\/archive\/ea\./),
      owner: (a) => expect(a.body.url).toContain(owner.userId),
    },
  },
  // No import of anyone's has this id (following one's own: transfer.test.ts).
  getImportProgress: { payload: () => example('getImportProgress'), expect: { visitor: UNAUTHORIZED, other: 404, owner: 404 } },
  // Each person's insights are of their own diaries only (what they count: insights.test.ts).
  getInsights: {
    payload: () => ({ period: 'all' }),
    expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.body.diaries).toBe(0), owner: (a) => expect(a.body.diaries).toBe(1) },
  },
  // Related days are found among the caller's own diaries only: another person's diary is not found.
  getRelatedDiaries: { payload: () => ({ objectId: ids.diary }), expect: { visitor: UNAUTHORIZED, other: 404, owner: 200 } },
  // Kept answers are the caller's own (assistant-ask.test.ts keeps one and tries another person's); none is kept here.
  getKeptAnswers: { payload: () => ({}), expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.body).toEqual({ answers: [] }), owner: 200 } },
  deleteKeptAnswer: { payload: () => ({ id: 'ka3kD82jf01xA' }), expect: { visitor: UNAUTHORIZED, other: 404, owner: 404 } },
  getAccessToken: { payload: () => example('getAccessToken'), expect: { visitor: UNAUTHORIZED, other: 200, owner: 200 } },
  getOffiaccountAccessToken: { payload: () => example('getOffiaccountAccessToken'), expect: unavailable },
  getAuthData: { payload: () => example('getAuthData'), expect: unavailable },
  getWechatQrParams: { payload: () => example('getWechatQrParams'), expect: unavailable },
  getWebappAuthData: { payload: () => example('getWebappAuthData'), expect: unavailable },
  getOffiaccountAuthData: { payload: () => example('getOffiaccountAuthData'), expect: unavailable },
  getPhoneNumber: { payload: () => example('getPhoneNumber'), expect: unavailable },
  getPhoneStatus: { payload: () => ({ mobilePhoneNumber: owner.phone }), expect: { visitor: 200, other: 200, owner: 200 } },
  // The example's identity ticket was not issued by this server.
  getUnionidStatus: { payload: () => example('getUnionidStatus'), expect: forbiddenForAll },
  loginByWechat: { payload: () => example('loginByWechat'), expect: forbiddenForAll },
  mutateBindWechat: { payload: () => ({ ...example('mutateBindWechat'), objectId: owner.userId }), expect: notOwnOrNotGenuine },
  mutateUnbindWechat: { payload: () => ({ objectId: owner.userId }), expect: { visitor: UNAUTHORIZED, other: 403, owner: 200 } },
  getBindWechatStatus: { payload: () => ({ objectId: owner.userId }), expect: { visitor: UNAUTHORIZED, other: 403, owner: 200 } },
  get_item_list: {
    payload: () => ({ className: 'diary', where: { user: ptr('user', owner.userId) }, include: ['tag', 'people'] }),
    expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.body.diaryList).toEqual([]), owner: (a) => expect(a.body.diaryList).toHaveLength(1) },
  },
  get_item_by_id: { payload: () => ({ className: 'diary', objectId: ids.diary, include: ['tag'] }), expect: notFoundForOthers() },
  check_item: {
    payload: () => ({ className: 'tag', data: { name: 'owner-tag' } }),
    expect: { visitor: UNAUTHORIZED, other: (a) => expect(a.body).toEqual({ exists: false, item: null }), owner: (a) => expect(a.body.exists).toBe(true) },
  },
  add_item: { payload: () => ({ className: 'diary', data: diaryBody({ tag: [ptr('tag', ids.tag!)] }) }), expect: notFoundForOthers() },
  update_item: { payload: () => ({ className: 'diary', objectId: ids.diary, data: { favorite: true } }), expect: notFoundForOthers() },
  delete_item: { payload: () => ({ className: 'people', objectId: ids.doomed }), expect: notFoundForOthers() },
  batch_op_items: {
    payload: () => ({ requests: [{ method: 'PUT', className: 'people', objectId: ids.people, body: { name: 'renamed-by-batch' } }] }),
    expect: notFoundForOthers(),
  },
  startFreeTrial: { payload: () => ({}), expect: { visitor: UNAUTHORIZED, other: 200, owner: 409 } },
  add_order: { payload: () => example('add_order'), expect: userOnly503 },
  // No order of anyone's has this id (cancelling one's own: membership.test.ts)…
  cancel_order: { payload: () => example('cancel_order'), expect: { visitor: UNAUTHORIZED, other: 404, owner: 404 } },
  // Nor to continue paying or check (paying and following one's own: wechat-pay.test.ts).
  pay_order: { payload: () => example('pay_order'), expect: { visitor: UNAUTHORIZED, other: 404, owner: 404 } },
  check_order: { payload: () => example('check_order'), expect: { visitor: UNAUTHORIZED, other: 404, owner: 404 } },
  get_shared_diary: { payload: () => ({ objectId: ids.diary }), expect: { visitor: 200, other: 200, owner: 200 } },
  get_shared_list: { payload: () => ({ listType: 'tag', listId: ids.tag }), expect: { visitor: 200, other: 200, owner: 200 } },
  media_base: { payload: () => ({}), expect: { visitor: UNAUTHORIZED, other: 200, owner: (a) => expect(a.body.mediaBase).toContain(owner.userId) } },
  msg_sec_check: { payload: () => example('msg_sec_check'), expect: { visitor: UNAUTHORIZED, other: 200, owner: 200 } },
  // Reads sent together are each answered as that caller's alone: nothing of the owner's reaches anyone else.
  batch: {
    payload: () => ({ requests: [{ type: 'get_item_by_id', className: 'diary', objectId: ids.diary }, { type: 'media_base' }] }),
    expect: {
      visitor: (a) => expect(a.body.answers.map((one: Answer) => one.status)).toEqual([UNAUTHORIZED, UNAUTHORIZED]),
      other: (a) => expect(a.body.answers.map((one: Answer) => one.status)).toEqual([404, 200]),
      owner: (a) => expect(a.body.answers[0].body.item.content).toBe(SECRET),
    },
  },
};

/** Requests that end the caller's session or account run last, each with a caller of its own. */
const ENDS_SESSION = new Set(['logout', 'deleteAccount']);

function check(role: Role, type: string, answer: Answer<any>) {
  const expected = MATRIX[type]!.expect[role];
  if (typeof expected === 'number') expect(answer.status, `${type} as ${role}: ${JSON.stringify(answer.body)}`).toBe(expected);
  else expected(answer);
  if (answer.status !== 200) {
    expect(Object.keys(answer.body).sort(), `${type} as ${role}`).toEqual(['code', 'error']);
  }
  if (role !== 'owner' && type !== 'get_shared_diary' && type !== 'get_shared_list') {
    const text = JSON.stringify(answer.body);
    expect(text, `${type} as ${role} leaks`).not.toContain('owner-only');
    expect(text, `${type} as ${role} leaks`).not.toContain(owner.userId);
    expect(text, `${type} as ${role} leaks`).not.toContain('owner-tag');
  }
}

describe('the authorization matrix', () => {
  it('has a row for every request type of /restful', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...RESTFUL_REQUEST_TYPES].sort());
  });

  it('lets a visitor do only what is public, and a live share only', async () => {
    for (const type of Object.keys(MATRIX)) check('visitor', type, await server.call(type, MATRIX[type]!.payload()));
    const fake = await server.call('get_item_list', { className: 'diary' }, 's:not-a-real-token');
    expect(fake.status).toBe(401);
  });

  it("never lets another user read or change the owner's records", async () => {
    for (const type of Object.keys(MATRIX)) {
      const caller = ENDS_SESSION.has(type) ? await server.signUp() : other;
      check('other', type, await server.call(type, MATRIX[type]!.payload(), caller.token));
    }
    const diary = await server.call<Record<string, any>>('get_item_by_id', { className: 'diary', objectId: ids.diary }, owner.token);
    expect(diary.body.item).toMatchObject({ content: SECRET, favorite: false });
    const person = await server.call<Record<string, any>>('get_item_by_id', { className: 'people', objectId: ids.people }, owner.token);
    expect(person.body.item.name).toBe('owner-person');
    expect((await server.call('get_item_by_id', { className: 'people', objectId: ids.doomed }, owner.token)).status).toBe(200);
  });

  it('answers 1003 for an expired share and shows nothing of it', async () => {
    server.clock.advance(24 * 3600 * 1000 + 1000);
    MATRIX.get_shared_diary!.expect.owner = (a) => expect(a.body.code).toBe(API_ERRORS.shareExpired.code);
    MATRIX.get_shared_list!.expect.owner = (a) => expect(a.body.code).toBe(API_ERRORS.shareExpired.code);
    for (const [type, payload] of [
      ['get_shared_diary', { objectId: ids.diary }],
      ['get_shared_list', { listType: 'tag', listId: ids.tag }],
    ] as const) {
      const answer = await server.call(type, payload);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(API_ERRORS.shareExpired.code);
      expect(JSON.stringify(answer.body)).not.toContain('owner-only');
    }
  });
  it('lets the owner do everything the rules allow', async () => {
    const ordered = [...Object.keys(MATRIX).filter((t) => !ENDS_SESSION.has(t)), ...ENDS_SESSION];
    for (const type of ordered) {
      if (type === 'requestChangePhoneNumber' || ENDS_SESSION.has(type)) server.clock.advance(61_000);
      // Logging out and deleting the account each need a live session of the owner.
      const token = ENDS_SESSION.has(type) ? (await server.signUp(owner.phone)).token : owner.token;
      check('owner', type, await server.call(type, MATRIX[type]!.payload(), token));
    }
  });
});

/** Everything stored, except the session touch times: a refused request must change none of it. */
async function snapshot(): Promise<string> {
  const tables = [
    'users',
    'sessions',
    'smsCodes',
    'archives',
    'diaries',
    'weathers',
    'files',
    'locations',
    'people',
    'tags',
    'topics',
    'statuses',
    'groups',
    'orders',
    'itemLinks',
  ] as const;
  const parts: unknown[] = [];
  for (const table of tables) {
    const rows = await server.database.db.selectFrom(table).selectAll().execute();
    parts.push(
      rows
        .map((r: Record<string, unknown>) => ({ ...r, lastSeenAt: undefined, expiresAt: undefined }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  }
  return JSON.stringify(parts);
}

const HOSTILE_VALUES: unknown[] = [
  12345,
  -1,
  1e308,
  'x',
  '',
  '\u0000',
  '../../etc/passwd',
  null,
  true,
  [],
  [[]],
  {},
  { $ne: null },
  { $gt: '' },
  { __type: 'Pointer', className: 'user', objectId: '*' },
  'a'.repeat(70_000),
];

describe('bad input', () => {
  let fresh: SignedIn;
  beforeAll(async () => {
    fresh = await server.signUp();
    await server.call('startFreeTrial', {}, fresh.token);
    ids.freshTag = await add(server, fresh.token, 'tag', { name: 'fresh' });
    ids.freshDiary = await add(server, fresh.token, 'diary', diaryBody({ tag: [ptr('tag', ids.freshTag)] }));
  });

  it('refuses malformed bodies with a 4xx and {code, error}', async () => {
    const before = await snapshot();
    const cases: Array<[string, Record<string, string>?]> = [
      ['{bad json'],
      ['[]'],
      ['"type"'],
      ['null'],
      ['{}'],
      ['{"type":"no_such_type"}'],
      ['{"type":"add_item","className":"diary","data":{},"__proto__":{"admin":true}}'],
      ['{"type":"add_item","constructor":{"prototype":{"admin":true}}}'],
      [JSON.stringify({ type: 'add_item', className: 'tag', data: { name: 'x' } }), { 'content-type': 'text/plain' }],
      [JSON.stringify({ type: 'add_item', className: 'tag', data: { name: 'x'.repeat(3 * 1024 * 1024) } })],
      [`${'['.repeat(5000)}${']'.repeat(5000)}`],
    ];
    for (const [body, headers] of cases) {
      const answer = await server.raw(body, { 'x-session-token': fresh.token, ...headers });
      expect(answer.status, body.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status, body.slice(0, 60)).toBeLessThan(500);
      expect(typeof answer.body.code).toBe('number');
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers every hostile payload of every request type with a 4xx and writes nothing', async () => {
    const valid: Record<string, Record<string, unknown>> = {
      ...Object.fromEntries(Object.entries(MATRIX).map(([type, row]) => [type, row.payload()])),
      get_item_by_id: { className: 'diary', objectId: ids.freshDiary },
      update_item: { className: 'diary', objectId: ids.freshDiary, data: { content: 'changed' } },
      delete_item: { className: 'tag', objectId: ids.freshTag },
      batch_op_items: {
        requests: [
          { method: 'PUT', className: 'tag', objectId: ids.freshTag, body: { name: 'renamed' } },
          { method: 'POST', className: 'diary', body: diaryBody() },
        ],
      },
    };
    const before = await snapshot();
    let tried = 0;
    for (const type of RESTFUL_REQUEST_TYPES) {
      const schema = REQUESTS[type]!.payload;
      const base = valid[type]!;
      const variants: Array<Record<string, unknown>> = [{ ...base, unexpectedField: 1 }];
      for (const key of Object.keys(base)) for (const value of HOSTILE_VALUES) variants.push({ ...base, [key]: value });
      if ('data' in base)
        for (const value of HOSTILE_VALUES) variants.push({ ...base, data: { ...(base.data as object), content: value, name: value, evil: value } });
      if ('requests' in base) variants.push({ requests: Array.from({ length: 101 }, () => (base.requests as unknown[])[0]) });
      for (const variant of variants) {
        // Only payloads the contract itself refuses; the server must refuse them too.
        if (schema.safeParse(variant).success) continue;
        tried++;
        const answer = await server.call(type, variant, fresh.token);
        expect(answer.status, `${type} ${JSON.stringify(variant).slice(0, 120)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${type} ${JSON.stringify(variant).slice(0, 120)}`).toBeLessThan(500);
        expect(answer.body.code).toBeTypeOf('number');
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(await snapshot()).toBe(before);
  });

  it('stores hostile-looking text that is valid as plain text, and nothing else happens', async () => {
    const names = ["Robert'); DROP TABLE tags;--", '<img src=x onerror=alert(1)>', '${7*7}{{7*7}}', '😀\u202Eevil', '%_\\'];
    for (const name of names) await add(server, fresh.token, 'tag', { name });
    const tags = await server.call<Record<string, any>>('get_item_list', { className: 'tag', limit: 100 }, fresh.token);
    for (const name of names) expect(tags.body.tagList.map((t: any) => t.name)).toContain(name);
    // A lone surrogate is not text (each database would keep it differently): refused, not changed.
    expect((await server.call('add_item', { className: 'tag', data: { name: 'half \uD83D surrogate' } }, fresh.token)).status).toBe(400);
    const exact = await server.call<Record<string, any>>('get_item_list', { className: 'tag', where: { name: { $contains: '%_' } } }, fresh.token);
    expect(exact.body.tagList.map((t: any) => t.name)).toEqual(['%_\\']);
  });
});

describe('sign-in rate limits', () => {
  it('limit sign-in requests per client address', async () => {
    await withServer({ env: { DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '5' } }, async (strict) => {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await strict.call('verifySmsCode', { mobilePhoneNumber: newPhone(), smsCode: '123456' })).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });

  it('cap the codes one client address can ask for in a day', async () => {
    await withServer({ env: { DIARY_SMS_CODES_PER_ADDRESS_PER_DAY: '3' } }, async (strict) => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await strict.call('requestSmsCode', { mobilePhoneNumber: newPhone() })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
