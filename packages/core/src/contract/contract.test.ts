import { describe, expect, it } from 'vitest';
import { ITEM_CLASS_NAMES } from '../wire/class-names';
import { whereSchema } from '../wire/where';
import { REQUESTS, RESTFUL_REQUEST_TYPES } from './index';
import { batchOpItems, getItemList, itemListQuerySchema } from './items';

// The request types the seeds name (seed 2 §7.2, §7.3, §7.4, §7.5, §7.6, shared pages) must all be in the contract.
const SEED_REQUEST_TYPES = [
  'requestSmsCode',
  'verifySmsCode',
  'loginByMobilePhone',
  'requestChangePhoneNumber',
  'changePhoneNumber',
  'getAccessToken',
  'getOffiaccountAccessToken',
  'getAuthData',
  'getWebappAuthData',
  'getOffiaccountAuthData',
  'getPhoneNumber',
  'mutateBindWechat',
  'mutateUnbindWechat',
  'getBindWechatStatus',
  'getUnionidStatus',
  'getPhoneStatus',
  'loginByWechat',
  'msg_sec_check',
  'get_item_list',
  'get_item_by_id',
  'check_item',
  'add_item',
  'update_item',
  'delete_item',
  'batch_op_items',
  'add_order',
  'uptoken',
  'upload',
  'censor',
  'delete_file',
  'delete_dir_file',
  'get_weather',
  'reverse_geocode',
  'search_places',
  'ip_location',
  'get_shared_diary',
  'get_shared_list',
];

describe('the wire contract', () => {
  it('lists every definition of the contract modules exactly once', async () => {
    const modules = await Promise.all([
      import('./account'),
      import('./wechat'),
      import('./items'),
      import('./media'),
      import('./membership'),
      import('./shared'),
      import('./utils'),
      import('./transfer'),
      import('./insights'),
      import('./assistant'),
      import('./related'),
      import('./batch'),
    ]);
    const defined = modules
      .flatMap((m) => Object.values(m))
      .filter((v): v is { type: string } => typeof v === 'object' && v !== null && 'example' in v && 'type' in v);
    expect(Object.keys(REQUESTS).sort()).toEqual(defined.map((d) => d.type).sort());
  });

  it('defines every request type of the seeds', () => {
    for (const type of SEED_REQUEST_TYPES) expect(Object.keys(REQUESTS), type).toContain(type);
  });

  it('answers JSON requests at /restful except the media and utility paths of the seeds', () => {
    expect(REQUESTS.get_weather?.path).toBe('/utils/get_weather');
    expect(REQUESTS.uptoken?.path).toBe('/qiniu/uptoken');
    expect(RESTFUL_REQUEST_TYPES).toContain('batch_op_items');
    expect(RESTFUL_REQUEST_TYPES).not.toContain('censor');
  });

  for (const definition of Object.values(REQUESTS)) {
    it(`${definition.type}: its documented example matches its schemas`, () => {
      const payload = definition.payload.safeParse(definition.example.payload);
      expect(payload.success ? 'ok' : payload.error.message).toBe('ok');
      const response = definition.response.safeParse(definition.example.response);
      expect(response.success ? 'ok' : response.error.message).toBe('ok');
    });

    it(`${definition.type}: an unknown field in the payload is refused`, () => {
      const payload = { ...(definition.example.payload as object), sneaky: 1 };
      expect(definition.payload.safeParse(payload).success).toBe(false);
    });
  }
});

describe('get_item_list payloads', () => {
  const ok = (payload: unknown) => itemListQuerySchema.safeParse(payload).success;

  it('accept every item class', () => {
    for (const className of ITEM_CLASS_NAMES) expect(ok({ className })).toBe(true);
  });

  it('refuse an unknown class, a field not on the allow-list, or an unknown operator', () => {
    expect(ok({ className: 'session' })).toBe(false);
    expect(ok({ className: 'diary', where: { password: 'x' } })).toBe(false);
    expect(ok({ className: 'diary', where: { content: { $regex: '.*' } } })).toBe(false);
    expect(ok({ className: 'diary', where: { content: { $where: 'sleep(1)' } } })).toBe(false);
    expect(ok({ className: 'diary', where: { weather: {} } })).toBe(false);
  });

  it('refuse wrong types', () => {
    expect(ok({ className: 'diary', where: { favorite: 'yes' } })).toBe(false);
    expect(ok({ className: 'diary', where: { weather: '5' } })).toBe(false);
    expect(ok({ className: 'diary', where: { tag: { __type: 'Pointer', className: 'people', objectId: 'p1' } } })).toBe(false);
    expect(ok({ className: 'diary', skip: -1 })).toBe(false);
    expect(ok({ className: 'diary', limit: 1.5 })).toBe(false);
  });

  it('cap limit at 1000 and keyword length at 100', () => {
    expect(ok({ className: 'diary', limit: 1000 })).toBe(true);
    expect(ok({ className: 'diary', limit: 1001 })).toBe(false);
    expect(ok({ className: 'diary', where: { content: { $contains: 'x'.repeat(101) } } })).toBe(false);
  });

  it('accept comparisons, $in, $nin, $exists, $ne, pointers, "list contains" and near searches', () => {
    const tag = { __type: 'Pointer', className: 'tag', objectId: 't1' };
    expect(ok({ className: 'diary', where: { weather: { $in: [1, 2] }, favorite: { $ne: true }, tag, status: { $exists: true } } })).toBe(true);
    expect(ok({ className: 'diary', where: { tag: { $nin: [tag] }, datetime: { $lt: { __type: 'Date', iso: '2026-01-01T00:00:00Z' } } } })).toBe(true);
    expect(
      ok({
        className: 'location',
        where: { coordinates: { $nearSphere: { __type: 'GeoPoint', latitude: 30, longitude: 120 }, $maxDistanceInKilometers: 0.3 } },
      }),
    ).toBe(true);
  });

  it('$and / $or go one level deep only', () => {
    expect(ok({ className: 'diary', where: { $or: [{ favorite: true }, { weather: 1 }] } })).toBe(true);
    expect(ok({ className: 'diary', where: { $or: [{ $or: [{ favorite: true }] }] } })).toBe(false);
  });

  it('order names sortable fields only, several allowed', () => {
    expect(ok({ className: 'diary', order: '-datetime,createdAt' })).toBe(true);
    expect(ok({ className: 'diary', order: 'tag' })).toBe(false);
    expect(ok({ className: 'diary', order: 'datetime; DROP TABLE diary' })).toBe(false);
  });

  it('keys and include name the class fields only', () => {
    expect(ok({ className: 'diary', keys: ['content', 'datetime'], include: ['tag'] })).toBe(true);
    expect(ok({ className: 'diary', keys: ['password'] })).toBe(false);
    expect(ok({ className: 'people', include: ['user'] })).toBe(false);
  });

  it('the where of every class is strict', () => {
    for (const className of ITEM_CLASS_NAMES) expect(whereSchema(className).safeParse({ nope: 1 }).success).toBe(false);
  });

  it('the example of the month list is what the client builds', () => {
    expect(getItemList.example.payload).toMatchObject({ className: 'diary', order: '-datetime', limit: 20 });
  });
});

describe('batch_op_items payloads', () => {
  const ok = (requests: unknown) => batchOpItems.payload.safeParse({ requests }).success;
  const datetime = { __type: 'Date', iso: '2026-11-21T06:30:00.000Z' };

  it('take POST, PUT with Increment and DELETE', () => {
    expect(
      ok([
        { method: 'POST', className: 'diary', body: { content: 'x', datetime } },
        { method: 'PUT', className: 'tag', objectId: 't1', body: { count: { __op: 'Increment', amount: -1 } } },
        { method: 'DELETE', className: 'diary', objectId: 'd1' },
      ]),
    ).toBe(true);
  });

  it('refuse a diary with 16 photos or 4 places', () => {
    const file = (i: number) => ({ __type: 'Pointer', className: 'file', objectId: `f${i}` });
    const place = (i: number) => ({ __type: 'Pointer', className: 'location', objectId: `l${i}` });
    expect(ok([{ method: 'POST', className: 'diary', body: { datetime, gallery: Array.from({ length: 15 }, (_, i) => file(i)) } }])).toBe(true);
    expect(ok([{ method: 'POST', className: 'diary', body: { datetime, gallery: Array.from({ length: 16 }, (_, i) => file(i)) } }])).toBe(false);
    expect(ok([{ method: 'POST', className: 'diary', body: { datetime, location: [place(1), place(2), place(3), place(4)] } }])).toBe(false);
  });

  it('refuse an unknown method, an empty list, an operation on another class or field', () => {
    expect(ok([{ method: 'PATCH', className: 'diary', objectId: 'd1', body: {} }])).toBe(false);
    expect(ok([])).toBe(false);
    expect(ok([{ method: 'POST', className: 'session', body: {} }])).toBe(false);
    expect(ok([{ method: 'PUT', className: 'diary', objectId: 'd1', body: { user: { __type: 'Pointer', className: 'user', objectId: 'someone' } } }])).toBe(
      false,
    );
    expect(ok([{ method: 'PUT', className: 'user', objectId: 'u1', body: { proExpiredAt: datetime } }])).toBe(false);
  });
});

describe('the request envelope', () => {
  it('no payload has a field named type, which names the request in the body', () => {
    for (const definition of Object.values(REQUESTS)) {
      const shape = (definition.payload as unknown as { shape?: Record<string, unknown> }).shape;
      if (shape) expect(Object.keys(shape), definition.type).not.toContain('type');
    }
  });
});
