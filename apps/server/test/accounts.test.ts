import { API_ERRORS, REQUESTS } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const codeOf = (name: keyof typeof API_ERRORS) => API_ERRORS[name].code;

describe('sign-in by phone and SMS code', () => {
  it('sends a 6-digit code and stores only its hash', async () => {
    const phone = newPhone();
    const sent = await server.call('requestSmsCode', { mobilePhoneNumber: phone, smsType: 'voice' });
    expect(sent.status).toBe(200);
    const code = server.lastCode(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const rows = await server.database.db.selectFrom('smsCodes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    // The phone is left out: a code can happen to be six of its digits (13788000001 holds 800000).
    const { phone: stored, ...rest } = rows[0]!;
    expect(stored).toBe(phone);
    expect(JSON.stringify(rest)).not.toContain(code);
  });

  it('allows one code per phone per 60 seconds', async () => {
    const phone = newPhone();
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
    const again = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(codeOf('smsTooFrequent'));
    server.clock.advance(60_000);
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
  });

  it('caps the codes a phone gets in a day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
      server.clock.advance(61_000);
    }
    const eleventh = await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe(codeOf('tooManyRequests'));
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
  });

  it('registers a new phone automatically with Pro never activated', async () => {
    const phone = newPhone();
    await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    const login = await server.call<Record<string, any>>('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
    expect(login.status).toBe(200);
    expect(REQUESTS.loginByMobilePhone!.response.safeParse(login.body).success).toBe(true);
    expect(login.body.isNew).toBe(true);
    expect(login.body.user.proStatus).toBe(0);
    expect(login.body.user.mobilePhoneNumber).toBe(phone);
    expect(login.body.deletedStatus).toBe(false);
    // A code works once.
    const reused = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
    expect(reused.body.code).toBe(codeOf('invalidSmsCode'));
  });

  it('signs an existing phone into the same account', async () => {
    const first = await server.signUp();
    const second = await server.signUp(first.phone);
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
  });

  it('needs the agreement ticked (604) and does not use the code up', async () => {
    const phone = newPhone();
    await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    const refused = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: false });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(codeOf('agreementRequired'));
    const accepted = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
    expect(accepted.status).toBe(200);
  });

  it('answers 603 to a wrong code and locks the phone after five', async () => {
    const phone = newPhone();
    await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    const right = server.lastCode(phone)!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: wrong, agreement: true });
      expect(answer.body.code).toBe(codeOf('invalidSmsCode'));
    }
    const locked = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: right, agreement: true });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(codeOf('tooManyRequests'));
    server.clock.advance(15 * 60 * 1000 + 1000);
    // The code itself has expired (10 minutes) by then: a new one works.
    await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    expect((await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true })).status).toBe(200);
  });

  it('refuses a code after its ten minutes', async () => {
    const phone = newPhone();
    await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    server.clock.advance(10 * 60 * 1000 + 1);
    const late = await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
    expect(late.body.code).toBe(codeOf('invalidSmsCode'));
  });

  it('verifySmsCode checks a code without using it', async () => {
    const phone = newPhone();
    await server.call('requestSmsCode', { mobilePhoneNumber: phone });
    const code = server.lastCode(phone)!;
    expect((await server.call('verifySmsCode', { mobilePhoneNumber: phone, smsCode: code })).body).toEqual({ valid: true });
    expect((await server.call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: code, agreement: true })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('ends at logout: the token stops working at once', async () => {
    const me = await server.signUp();
    expect((await server.call('get_item_by_id', { className: 'user', objectId: me.userId }, me.token)).status).toBe(200);
    expect((await server.call('logout', {}, me.token)).status).toBe(200);
    const after = await server.call('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(after.status).toBe(401);
  });

  it('stores tokens hashed', async () => {
    const me = await server.signUp();
    const rows = await server.database.db.selectFrom('sessions').selectAll().where('user', '=', me.userId).execute();
    expect(JSON.stringify(rows)).not.toContain(me.token);
  });

  it('slides: used within 30 days it lives on; unused for 30 days it expires (209)', async () => {
    const me = await server.signUp();
    server.clock.advance(20 * 24 * 3600 * 1000);
    expect((await server.call('get_item_list', { className: 'tag' }, me.token)).status).toBe(200);
    server.clock.advance(20 * 24 * 3600 * 1000);
    expect((await server.call('get_item_list', { className: 'tag' }, me.token)).status).toBe(200);
    server.clock.advance(31 * 24 * 3600 * 1000);
    const expired = await server.call('get_item_list', { className: 'tag' }, me.token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(codeOf('sessionExpired'));
  });
});

describe('the user record', () => {
  it('reads itself and never another user', async () => {
    const me = await server.signUp();
    const other = await server.signUp();
    const mine = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(mine.body.item.objectId).toBe(me.userId);
    expect(mine.body.item).not.toHaveProperty('sessionToken');
    expect(JSON.stringify(mine.body)).not.toMatch(/codeHash|tokenHash|password|salt/);
    const theirs = await server.call('get_item_by_id', { className: 'user', objectId: other.userId }, me.token);
    expect(theirs.status).toBe(404);
  });

  it('updates nickname, birth date, avatar with crop, covers, guide and sharing switches', async () => {
    const me = await server.signUp();
    const crop = { filename: 'file/a1.jpg', dimensions: [800, 600], cropitDimensions: [300, 300], cropitZoom: 1.2, offsetX: -10, offsetY: -5 };
    const data = {
      nicename: '小王',
      dateOfBirth: { __type: 'Date', iso: '1990-05-01T00:00:00.000Z' },
      avatar: 'file/a1.jpg',
      avatarCrop: crop,
      favoriteDiariesCover: 'file/b2.jpg',
      allDiariesCover: 'file/c3.jpg',
      guideDisplayStatus: false,
      sharingStatus: true,
    };
    const updated = await server.call('update_item', { className: 'user', objectId: me.userId, data }, me.token);
    expect(updated.status).toBe(200);
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(read.body.item).toMatchObject(data);
    const cleared = await server.call('update_item', { className: 'user', objectId: me.userId, data: { avatar: null, avatarCrop: null } }, me.token);
    expect(cleared.status).toBe(200);
    const again = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(again.body.item.avatar).toBeUndefined();
    expect(again.body.item.nicename).toBe('小王');
  });

  it('refuses a birth date no picker offers (after today, or over a hundred years back), in an update and in a batch, and keeps the one it had', async () => {
    const me = await server.signUp();
    const kept = { __type: 'Date', iso: '1990-05-01T00:00:00.000Z' };
    expect((await server.call('update_item', { className: 'user', objectId: me.userId, data: { dateOfBirth: kept } }, me.token)).status).toBe(200);
    const future = { __type: 'Date', iso: new Date(server.clock.now().getTime() + 3 * 86_400_000).toISOString() };
    for (const dateOfBirth of [future, { __type: 'Date', iso: '1850-01-01T00:00:00.000Z' }]) {
      const updated = await server.call<any>('update_item', { className: 'user', objectId: me.userId, data: { dateOfBirth } }, me.token);
      expect(updated.status).toBe(400);
      expect(updated.body.error).toMatch(/birth date/i);
      const batched = await server.call(
        'batch_op_items',
        { requests: [{ method: 'PUT', className: 'user', objectId: me.userId, body: { dateOfBirth } }] },
        me.token,
      );
      expect(batched.status).toBe(400);
    }
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(read.body.item.dateOfBirth).toMatchObject(kept);
  });

  it("cannot change another user's record, or fields the server keeps", async () => {
    const me = await server.signUp();
    const other = await server.signUp();
    expect((await server.call('update_item', { className: 'user', objectId: other.userId, data: { nicename: 'x' } }, me.token)).status).toBe(404);
    const pro = await server.call(
      'update_item',
      { className: 'user', objectId: me.userId, data: { proExpiredAt: { __type: 'Date', iso: '2099-01-01T00:00:00.000Z' } } },
      me.token,
    );
    expect(pro.status).toBe(400);
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(read.body.item.proStatus).toBe(0);
  });
});

describe('the user in a batch', () => {
  it('updates its own fields and nothing the server keeps', async () => {
    const me = await server.signUp();
    const batch = await server.call(
      'batch_op_items',
      { requests: [{ method: 'PUT', className: 'user', objectId: me.userId, body: { nicename: '批量', count: 5 } }] },
      me.token,
    );
    expect(batch.status).toBe(200);
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(read.body.item.nicename).toBe('批量');
    expect(read.body.item).not.toHaveProperty('count');
  });
});

describe('Pro status and the free trial', () => {
  it('starts a one-month trial once: status 2 until now + 1 month, then 1', async () => {
    const me = await server.signUp();
    const trial = await server.call<Record<string, any>>('startFreeTrial', {}, me.token);
    expect(trial.status).toBe(200);
    expect(trial.body.proStatus).toBe(2);
    const now = server.clock.now();
    const expected = new Date(now);
    expected.setMonth(expected.getMonth() + 1);
    expect(new Date(trial.body.proExpiredAt.iso).getTime()).toBe(expected.getTime());
    const twice = await server.call('startFreeTrial', {}, me.token);
    expect(twice.body.code).toBe(codeOf('trialUnavailable'));
    server.clock.set(new Date(expected.getTime() + 1000).toISOString());
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(read.body.item.proStatus).toBe(1);
    expect((await server.call('startFreeTrial', {}, me.token)).body.code).toBe(codeOf('trialUnavailable'));
  });
});

describe('phone change', () => {
  it('moves the account to a new number with the code sent to it', async () => {
    const me = await server.signUp();
    const next = newPhone();
    expect((await server.call('requestChangePhoneNumber', { mobilePhoneNumber: next }, me.token)).status).toBe(200);
    const wrong = await server.call('changePhoneNumber', { mobilePhoneNumber: next, code: server.lastCode(next) === '123456' ? '654321' : '123456' }, me.token);
    expect(wrong.body.code).toBe(codeOf('invalidSmsCode'));
    const changed = await server.call('changePhoneNumber', { mobilePhoneNumber: next, code: server.lastCode(next) }, me.token);
    expect(changed.body).toEqual({ mobilePhoneNumber: next });
    server.clock.advance(61_000);
    const again = await server.signUp(next);
    expect(again.userId).toBe(me.userId);
  });

  it("refuses another account's number", async () => {
    const me = await server.signUp();
    const other = await server.signUp();
    const refused = await server.call('requestChangePhoneNumber', { mobilePhoneNumber: other.phone }, me.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(codeOf('duplicateName'));
  });
});

/** A fresh code sent to a phone, a minute after the last (one code a minute per phone). */
async function freshCode(phone: string): Promise<string> {
  server.clock.advance(61_000);
  expect((await server.call('requestSmsCode', { mobilePhoneNumber: phone })).status).toBe(200);
  return server.lastCode(phone)!;
}

describe('account deletion', () => {
  it('needs the code sent to the account’s phone: none or a wrong one deletes nothing, and the right one is used up', async () => {
    const me = await server.signUp();
    for (const payload of [{}, { smsCode: '000000' }]) {
      const refused = await server.call('deleteAccount', payload, me.token);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(codeOf('invalidSmsCode'));
    }
    expect((await server.call('get_item_list', { className: 'tag' }, me.token)).status).toBe(200);
    const code = await freshCode(me.phone);
    expect((await server.call('deleteAccount', { smsCode: code }, me.token)).status).toBe(200);
    // Used up: it does not sign in again either.
    expect((await server.call('loginByMobilePhone', { mobilePhoneNumber: me.phone, smsCode: code, agreement: true })).body.code).toBe(codeOf('invalidSmsCode'));
  });

  it('is a soft flag: every session ends and signing in again answers 9999 with no session', async () => {
    const me = await server.signUp();
    const second = await server.signUp(me.phone);
    expect((await server.call('deleteAccount', { smsCode: await freshCode(me.phone) }, me.token)).status).toBe(200);
    expect((await server.call('get_item_list', { className: 'tag' }, second.token)).status).toBe(401);
    server.clock.advance(61_000);
    await server.call('requestSmsCode', { mobilePhoneNumber: me.phone });
    const login = await server.call('loginByMobilePhone', { mobilePhoneNumber: me.phone, smsCode: server.lastCode(me.phone), agreement: true });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe(codeOf('accountDeleted'));
    expect(login.body).not.toHaveProperty('sessionToken');
    const user = await server.database.db.selectFrom('users').select(['deletedStatus']).where('id', '=', me.userId).executeTakeFirst();
    expect(Number(user?.deletedStatus)).toBe(1);
  });
});

describe('features', () => {
  it('tells clients which outside services are off', async () => {
    const features = await server.call('getFeatures');
    expect(features.status).toBe(200);
    expect(REQUESTS.getFeatures!.response.safeParse(features.body).success).toBe(true);
    expect(features.body).toMatchObject({ wechatQrLogin: false, weather: false, maps: false });
    // No tile URL, no map: the places tab shows its list alone.
    expect(features.body.mapTiles).toBeUndefined();
  });

  it('answers 503 for WeChat requests until WeChat is configured', async () => {
    const answer = await server.call('getOffiaccountAccessToken', { code: 'abc' });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(codeOf('serviceUnavailable'));
  });
});
