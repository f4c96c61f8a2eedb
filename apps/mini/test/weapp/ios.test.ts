// @vitest-environment jsdom
import { zh } from '@diary/core';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from '../support/h5-server';
import { PHONES, startWeappRuntime, type WeappRuntime } from '../support/weapp-runtime';

let server: RealServer;
let runtime: WeappRuntime;

beforeAll(async () => {
  server = await startRealServer({ env: { DIARY_PRO_PRICE_YUAN: '30' } });
  const session = await signUpWithTrial(server, '13600000011');
  // An order left unpaid elsewhere: on iOS the mini program may not offer to pay it either.
  await server.api(session.token, 'add_order', { orderType: 'pro-year' });
  runtime = startWeappRuntime(server.url, { 'diary:session': JSON.stringify({ v: 1, data: session }) }, { getSystemInfoSync: () => PHONES.iPhone });
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
});

describe('PRO in the weapp build on iOS, where WeChat allows no payment for virtual goods', () => {
  it('shows no price, no way to buy or to pay an order, and says why in the words WeChat suggests', async () => {
    const page = runtime.renderPage('info/gopro/index');
    await expect.poll(() => page.dom.textContent ?? '', { timeout: 15_000 }).toContain(zh.pro.notSoldHere);
    // The membership line and the comparison stay: what PRO is, not how to buy it.
    await expect.poll(() => page.dom.textContent ?? '', { timeout: 15_000 }).toContain(zh.pro.diaryLimit);
    expect(page.querySelector('.gopro-act')).toBeFalsy();
    expect(page.querySelector('.pro-price')).toBeFalsy();
    expect(page.querySelector('.unpaid-order')).toBeFalsy();
    expect(page.dom.textContent).not.toContain(zh.pro.pricePerYear.replace('{{price}}', '30'));
  });
});
