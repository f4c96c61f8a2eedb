import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUESTS } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list } from './support/records';
import { startTestServer, type TestServer } from './support/server';

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/admin.js');
const YEAR_MS = 365 * 24 * 3600 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DIARY_PRO_PRICE_YUAN: '30' } });
});
afterAll(() => server.close());

/** The admin command, run as its owner would, against the test server's database. */
function admin(...args: string[]) {
  const run = spawnSync(process.execPath, [ADMIN, ...args], { env: { ...process.env, ...server.env }, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('orders and the manual payment provider', () => {
  it('creates an unpaid order at the configured price, whatever discount the client asks for', async () => {
    const me = await server.signUp();
    const answer = await server.call<Record<string, any>>('add_order', { orderType: 'pro-year', discount: 0 }, me.token);
    expect(answer.status).toBe(200);
    expect(REQUESTS.add_order!.response.safeParse(answer.body).success).toBe(true);
    expect(answer.body.order).toMatchObject({ type: 'pro-year', status: 0, payment: 30 });
    expect(answer.body.payment).toEqual({ provider: 'manual' });
    expect((await list(server, me.token, 'order', { where: { status: 0 } })).items).toHaveLength(1);
    expect((await server.call<Record<string, any>>('getFeatures')).body.payment).toBe('manual');
    // "Go Pro" again while it is unpaid hands out the same order: no second unpaid order.
    const again = await server.call<Record<string, any>>('add_order', { orderType: 'pro-year' }, me.token);
    expect(again.body.order.objectId).toBe(answer.body.order.objectId);
    expect((await list(server, me.token, 'order', { where: { status: 0 } })).items).toHaveLength(1);
  });

  it('a paid order extends Pro by a year, once; granting adds a year from the current end', async () => {
    const me = await server.signUp();
    const order = (await server.call<Record<string, any>>('add_order', { orderType: 'pro-year' }, me.token)).body.order.objectId as string;
    const before = Date.now();
    const paid = admin('mark-paid', order);
    expect(paid.status, paid.err).toBe(0);
    expect(paid.out).toContain('paid');
    const user = async () => (await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token)).body.item;
    const first = await user();
    expect(first.proStatus).toBe(2);
    const end = new Date(first.proExpiredAt.iso).getTime();
    expect(end).toBeGreaterThanOrEqual(before + YEAR_MS - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + YEAR_MS + 24 * 3600 * 1000);

    expect(admin('mark-paid', order).out).toContain('already paid');
    expect((await user()).proExpiredAt).toEqual(first.proExpiredAt);
    expect((await list(server, me.token, 'order', { where: { status: 1 } })).items).toHaveLength(1);

    const granted = admin('grant-pro', me.phone);
    expect(granted.status, granted.err).toBe(0);
    const second = new Date((await user()).proExpiredAt.iso).getTime();
    expect(second - end).toBeGreaterThanOrEqual(YEAR_MS - 1000);
    expect(admin('orders', '--unpaid').out).not.toContain(order);
  });

  it("cancels the owner's unpaid order, which can then no longer be paid; nobody else's, nor a paid one", async () => {
    const me = await server.signUp();
    const other = await server.signUp();
    const order = (await server.call<Record<string, any>>('add_order', { orderType: 'pro-year' }, me.token)).body.order.objectId as string;
    // Not signed in, or another user: the order is untouched.
    expect((await server.call('cancel_order', { objectId: order })).status).toBe(401);
    expect((await server.call('cancel_order', { objectId: order }, other.token)).status).toBe(404);
    expect((await server.call('cancel_order', { objectId: '../x' }, me.token)).status).toBe(400);
    expect((await list(server, me.token, 'order', { where: { status: 0 } })).items).toHaveLength(1);

    const cancelled = await server.call<Record<string, any>>('cancel_order', { objectId: order }, me.token);
    expect(cancelled.status).toBe(200);
    expect(REQUESTS.cancel_order!.response.safeParse(cancelled.body).success).toBe(true);
    expect(cancelled.body.order).toMatchObject({ objectId: order, status: 2 });
    expect((await list(server, me.token, 'order', { where: { status: 0 } })).items).toHaveLength(0);
    // Again: it stays closed. A closed order cannot be paid.
    expect((await server.call<Record<string, any>>('cancel_order', { objectId: order }, me.token)).body.order.status).toBe(2);
    const late = admin('mark-paid', order);
    expect(late.status).toBe(1);
    expect(late.err).toContain('closed');

    // A paid order is history: it cannot be cancelled.
    const paid = (await server.call<Record<string, any>>('add_order', { orderType: 'pro-year' }, me.token)).body.order.objectId as string;
    expect(admin('mark-paid', paid).status).toBe(0);
    expect((await server.call('cancel_order', { objectId: paid }, me.token)).status).toBe(403);
    expect((await list(server, me.token, 'order', { where: { status: 1 } })).items).toHaveLength(1);
  });

  it('refuses an unknown order or phone with a message', () => {
    expect(admin('mark-paid', 'noSuchOrder').status).toBe(1);
    const unknown = admin('grant-pro', '19999999999');
    expect(unknown.status).toBe(1);
    expect(unknown.err).toContain('no account');
  });
});
