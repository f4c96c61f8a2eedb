// A fake of WeChat Pay API v3 on loopback, for tests: the real adapter code runs against it.
//
// It does what WeChat Pay's documentation says the service does, written here from those pages and not
// from the adapter: it checks each request's WECHATPAY2-SHA256-RSA2048 Authorization against the
// merchant's public key, signs each answer with its own "platform" key (Wechatpay-Timestamp / -Nonce /
// -Signature / -Serial), and sends payment notices whose resource is sealed with AEAD_AES_256_GCM under
// the API v3 key. A person paying is `pay()` (or POST /fake/pay, for a browser or mini program test).
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const MCH_ID = '1900000109';
const MCH_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092025010100000000000001';
const API_V3_KEY = 'a'.repeat(8) + 'B'.repeat(8) + '0123456789abcdef';

const lines = (...parts) => parts.map((part) => `${part}\n`).join('');
const nonce = () => randomBytes(16).toString('hex');
const seconds = (date) => String(Math.floor(date.getTime() / 1000));

/**
 * Starts the fake. `dir` receives the merchant's private key and WeChat Pay's public key as PEM files
 * (the server reads them from files, as in production). `appIds` are the apps bound to the merchant.
 */
export async function startFakeWechatPay({ dir, appIds, clock = () => new Date() }) {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  fs.mkdirSync(dir, { recursive: true });
  const merchantKeyFile = path.join(dir, 'apiclient_key.pem');
  const publicKeyFile = path.join(dir, 'pub_key.pem');
  fs.writeFileSync(merchantKeyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  fs.writeFileSync(publicKeyFile, platform.publicKey.export({ type: 'spki', format: 'pem' }));

  /** out_trade_no → the transaction as WeChat Pay keeps it. */
  const trades = new Map();
  const refunds = new Map();
  const requests = [];
  const notices = [];

  function signed(body, at = clock()) {
    const timestamp = seconds(at);
    const n = nonce();
    const signature = createSign('RSA-SHA256')
      .update(lines(timestamp, n, body))
      .sign(platform.privateKey, 'base64');
    return { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': n, 'wechatpay-signature': signature, 'wechatpay-serial': PUBLIC_KEY_ID };
  }

  function send(response, status, body) {
    const text = body === undefined ? '' : JSON.stringify(body);
    response.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...signed(text) }).end(text);
  }

  /** The Authorization header checked as the documentation's "签名验证" describes it; the reason it fails, or undefined. */
  function authorizationProblem(method, pathAndQuery, body, header) {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
    if (!match) return 'no WECHATPAY2-SHA256-RSA2048 authorization';
    const fields = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== MCH_ID) return 'wrong mchid';
    if (fields.serial_no !== MCH_SERIAL) return 'unknown certificate serial';
    if (Math.abs(Number(fields.timestamp) - clock().getTime() / 1000) > 300) return 'timestamp out of window';
    const ok = createVerify('RSA-SHA256')
      .update(lines(method, pathAndQuery, fields.timestamp, fields.nonce_str, body))
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
    return ok ? undefined : 'signature does not verify';
  }

  function transaction(trade) {
    return {
      appid: trade.appid,
      mchid: MCH_ID,
      out_trade_no: trade.out_trade_no,
      ...(trade.transaction_id ? { transaction_id: trade.transaction_id } : {}),
      trade_type: trade.method === 'native' ? 'NATIVE' : 'JSAPI',
      trade_state: trade.state,
      trade_state_desc: trade.state,
      ...(trade.success_time ? { success_time: trade.success_time } : {}),
      payer: { openid: trade.openid ?? 'o-native-payer' },
      amount: { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /** A payment notice for a trade, as WeChat Pay sends it; `change` alters it for the refusal tests. */
  function buildNotice(outTradeNo, change = {}) {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const resource = JSON.stringify({ ...transaction(trade), ...(change.transaction ?? {}) });
    const iv = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(change.apiV3Key ?? API_V3_KEY, 'utf8'), Buffer.from(iv, 'utf8'));
    cipher.setAAD(Buffer.from('transaction', 'utf8'));
    const sealed = Buffer.concat([cipher.update(resource, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: 'transaction',
        nonce: iv,
      },
    });
    const headers = signed(body, change.signedAt ?? clock());
    if (change.forgeSignature)
      headers['wechatpay-signature'] = createSign('RSA-SHA256')
        .update(lines(headers['wechatpay-timestamp'], headers['wechatpay-nonce'], body))
        .sign(merchant.privateKey, 'base64');
    return { url: trade.notify_url, body, headers };
  }

  // The notice URL is the server's public address; the fake reaches the server at `serverOrigin`, as a proxy in front of it would.
  let serverOrigin;
  async function deliver(notice) {
    if (!serverOrigin) throw new Error('call deliverTo(the server origin) before paying');
    const target = new URL(new URL(notice.url).pathname, serverOrigin);
    const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...notice.headers }, body: notice.body });
    const result = { status: response.status, body: await response.text() };
    notices.push(result);
    return result;
  }

  /** The payer pays: the trade succeeds, and (unless `notify` is false) its notice is delivered. */
  async function pay(outTradeNo, { notify = true } = {}) {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    if (trade.state !== 'NOTPAY') throw new Error(`trade ${outTradeNo} is ${trade.state}`);
    trade.state = 'SUCCESS';
    trade.transaction_id = `42000${Date.now()}${Math.floor(Math.random() * 1000)}`;
    trade.success_time = new Date().toISOString();
    return notify ? deliver(buildNotice(outTradeNo)) : undefined;
  }

  const tradeFor = (find) => [...trades.values()].find(find);

  /** What the payer's WeChat checks before it pays inside the mini program (wx.requestPayment's fields). */
  function paymentFieldsProblem(fields) {
    const trade = tradeFor((t) => `prepay_id=${t.prepay_id}` === fields.package);
    if (!trade) return { problem: 'unknown prepay id' };
    if (fields.signType !== 'RSA') return { problem: 'signType must be RSA' };
    const ok = createVerify('RSA-SHA256')
      .update(lines(trade.appid, fields.timeStamp, fields.nonceStr, fields.package))
      .verify(merchant.publicKey, fields.paySign ?? '', 'base64');
    return ok ? { trade } : { problem: 'paySign does not verify' };
  }

  async function route(request, response, body) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const pathAndQuery = `${url.pathname}${url.search}`;
    if (url.pathname === '/fake/pay') {
      // A person scanning the QR code (codeUrl) or confirming WeChat's payment sheet (the requestPayment fields).
      const asked = JSON.parse(body || '{}');
      const found = asked.codeUrl ? { trade: tradeFor((t) => t.code_url === asked.codeUrl) } : paymentFieldsProblem(asked);
      if (!found.trade) return send(response, 400, { code: 'PARAM_ERROR', message: found.problem ?? 'unknown code url' });
      const notice = await pay(found.trade.out_trade_no, { notify: asked.notify !== false });
      return send(response, 200, { paid: found.trade.out_trade_no, notice: notice?.status });
    }
    const problem = authorizationProblem(request.method, pathAndQuery, body, request.headers.authorization);
    requests.push({ method: request.method, path: pathAndQuery, body: body ? JSON.parse(body) : undefined, refused: problem });
    if (problem) return send(response, 401, { code: 'SIGN_ERROR', message: problem });

    const order = /^\/v3\/pay\/transactions\/(native|jsapi)$/.exec(url.pathname);
    if (order && request.method === 'POST') {
      const method = order[1];
      const b = JSON.parse(body);
      const missing = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url'].filter((k) => typeof b[k] !== 'string' || !b[k]);
      if (missing.length) return send(response, 400, { code: 'PARAM_ERROR', message: `missing ${missing.join(', ')}` });
      if (!appIds.includes(b.appid)) return send(response, 400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid is not bound to the merchant' });
      if (!Number.isInteger(b.amount?.total) || b.amount.total < 1) return send(response, 400, { code: 'PARAM_ERROR', message: 'amount.total' });
      if (method === 'jsapi' && !b.payer?.openid) return send(response, 400, { code: 'PARAM_ERROR', message: 'payer.openid' });
      const existing = trades.get(b.out_trade_no);
      if (existing) {
        if (existing.total !== b.amount.total || existing.method !== method)
          return send(response, 400, { code: 'INVALID_REQUEST', message: 'out_trade_no used with other parameters' });
        return send(response, 200, method === 'native' ? { code_url: existing.code_url } : { prepay_id: existing.prepay_id });
      }
      const trade = {
        method,
        appid: b.appid,
        out_trade_no: b.out_trade_no,
        total: b.amount.total,
        notify_url: b.notify_url,
        time_expire: b.time_expire,
        openid: b.payer?.openid,
        state: 'NOTPAY',
        code_url: method === 'native' ? `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('hex')}` : undefined,
        prepay_id: method === 'jsapi' ? `wx${randomBytes(14).toString('hex')}` : undefined,
      };
      trades.set(trade.out_trade_no, trade);
      return send(response, 200, method === 'native' ? { code_url: trade.code_url } : { prepay_id: trade.prepay_id });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (query) {
      const trade = trades.get(decodeURIComponent(query[1]));
      if (!trade) return send(response, 404, { code: 'ORDER_NOT_EXIST', message: 'order does not exist' });
      if (query[2]) {
        if (trade.state === 'SUCCESS') return send(response, 400, { code: 'ORDERPAID', message: 'order paid' });
        trade.state = 'CLOSED';
        return send(response, 204, undefined);
      }
      if (url.searchParams.get('mchid') !== MCH_ID) return send(response, 400, { code: 'PARAM_ERROR', message: 'mchid' });
      return send(response, 200, transaction(trade));
    }
    if (url.pathname === '/v3/refund/domestic/refunds' && request.method === 'POST') {
      const b = JSON.parse(body);
      const trade = trades.get(b.out_trade_no);
      if (!trade || (trade.state !== 'SUCCESS' && trade.state !== 'REFUND'))
        return send(response, 400, { code: 'RESOURCE_NOT_EXISTS', message: 'no paid order' });
      if (b.amount?.refund > trade.total || b.amount?.total !== trade.total) return send(response, 400, { code: 'PARAM_ERROR', message: 'amount' });
      const refund = refunds.get(b.out_refund_no) ?? {
        refund_id: `50000${Date.now()}`,
        out_refund_no: b.out_refund_no,
        out_trade_no: trade.out_trade_no,
        status: 'PROCESSING',
        amount: b.amount,
      };
      refunds.set(b.out_refund_no, refund);
      trade.state = 'REFUND';
      return send(response, 200, refund);
    }
    return send(response, 404, { code: 'NOT_FOUND', message: `no ${request.method} ${url.pathname}` });
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      route(request, response, body).catch((error) => response.writeHead(500).end(String(error)));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    trades,
    requests,
    notices,
    pay,
    buildNotice,
    deliver,
    /** Pays a trade by its QR link or payment fields, as the browser and mini program tests do over HTTP. */
    payUrl: `${url}/fake/pay`,
    /** Where the server this fake notifies listens (its public notice URL's path is kept). */
    deliverTo(origin) {
      serverOrigin = origin;
    },
    /** The server's settings for this fake. */
    env: {
      DIARY_PAYMENT: 'wechatpay',
      DIARY_WECHATPAY_URL: url,
      DIARY_WECHATPAY_MCH_ID: MCH_ID,
      DIARY_WECHATPAY_MCH_SERIAL_NO: MCH_SERIAL,
      DIARY_WECHATPAY_MCH_PRIVATE_KEY_FILE: merchantKeyFile,
      DIARY_WECHATPAY_API_V3_KEY: API_V3_KEY,
      DIARY_WECHATPAY_PUBLIC_KEY_FILE: publicKeyFile,
      DIARY_WECHATPAY_PUBLIC_KEY_ID: PUBLIC_KEY_ID,
      DIARY_WECHATPAY_NOTIFY_URL: 'https://diary.example.com/pay/wechatpay/notify',
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
