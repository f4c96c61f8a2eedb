import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fakeVendor } from './vendors';

/*
 * Fakes of the two SMS vendors' APIs that check each request's signature as the vendors' documents
 * describe it, written here from those documents rather than from the server's code, and refuse a
 * bad one the way the vendor does.
 */

export interface TencentCall {
  action: string;
  payload: Record<string, any>;
  headers: IncomingHttpHeaders;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac256 = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** Tencent Cloud API 3.0 ("Signature v3", TC3-HMAC-SHA256): why a request is refused, or undefined when it is signed right. */
function tc3Refusal(expected: { service: string; secretId: string; secretKey: string }, method: string, headers: IncomingHttpHeaders, body: string) {
  const authorization = String(headers.authorization ?? '');
  const parts = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    authorization,
  );
  if (!parts) return { Code: 'AuthFailure.InvalidAuthorization', Message: 'Authorization header is not TC3-HMAC-SHA256' };
  const [, secretId, date, service, signedHeaders, signature] = parts;
  if (secretId !== expected.secretId) return { Code: 'AuthFailure.SecretIdNotFound', Message: 'The SecretId is not found' };
  const timestamp = Number(headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
    return { Code: 'AuthFailure.SignatureExpire', Message: 'Signature expired' };
  const names = signedHeaders!.split(';');
  if (!names.includes('content-type') || !names.includes('host'))
    return { Code: 'AuthFailure.SignatureFailure', Message: 'content-type and host must be signed' };
  if (service !== expected.service || date !== new Date(timestamp * 1000).toISOString().slice(0, 10))
    return { Code: 'AuthFailure.SignatureFailure', Message: 'The credential scope is wrong' };
  // Header names and values in lower case, trimmed, each line ending with a newline.
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonicalRequest = `${method}\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonicalRequest)}`;
  const secretDate = hmac256(`TC3${expected.secretKey}`, date!);
  const secretService = hmac256(secretDate, service!);
  const secretSigning = hmac256(secretService, 'tc3_request');
  const computed = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  if (computed !== signature)
    return { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated. Please check your signature is correct.' };
  return undefined;
}

/**
 * One Tencent Cloud product (`sms` or `vms`): `answer` gives the Response's fields for a well-signed
 * call (an `Error` among them for a refusal); the fake adds the RequestId, and answers a bad
 * signature with the vendor's AuthFailure error, all with HTTP 200 as the vendor does.
 */
export async function fakeTencentCloud(options: {
  service: 'sms' | 'vms';
  secretId: string;
  secretKey: string;
  answer: (call: TencentCall) => Record<string, unknown>;
}) {
  const calls: TencentCall[] = [];
  const vendor = await fakeVendor((url, body, headers, method) => {
    const RequestId = randomUUID();
    if (method !== 'POST' || url.pathname !== '/') return { status: 404, body: {} };
    const refusal = tc3Refusal(options, method, headers, body);
    if (refusal) return { status: 200, body: { Response: { Error: refusal, RequestId } } };
    const call = { action: String(headers['x-tc-action']), payload: JSON.parse(body) as Record<string, any>, headers };
    calls.push(call);
    return { status: 200, body: { Response: { ...options.answer(call), RequestId } } };
  });
  return { ...vendor, tencentCalls: calls };
}

export interface AlibabaCall {
  action: string;
  params: Record<string, string>;
}

/** The encoding the RPC signature document gives: the form encoding, then `+` as %20, `*` as %2A and `~` as itself. */
const rpcEncode = (text: string) => new URLSearchParams({ v: text }).toString().slice(2).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~');

/**
 * One Alibaba Cloud RPC product (Dysmsapi or Dyvmsapi), its parameters in a form body: `answer`
 * gives the body for a well-signed call (`Code: "OK"` is added unless it names another); a wrong
 * key id, timestamp, reused nonce or signature is answered as the vendor does, with 4xx.
 */
export async function fakeAlibabaCloud(options: { accessKeyId: string; accessKeySecret: string; answer: (call: AlibabaCall) => Record<string, unknown> }) {
  const calls: AlibabaCall[] = [];
  const nonces = new Set<string>();
  const vendor = await fakeVendor((url, body, headers, method) => {
    const RequestId = randomUUID();
    const refuse = (status: number, Code: string, Message: string) => ({ status, body: { RequestId, HostId: url.host, Code, Message } });
    if (method !== 'POST' || url.pathname !== '/') return { status: 404, body: {} };
    if (!String(headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return refuse(400, 'MissingParameter', 'The parameters are not a form');
    const params = Object.fromEntries(new URLSearchParams(body));
    if (params.AccessKeyId !== options.accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0' || params.Format !== 'JSON')
      return refuse(400, 'InvalidParameter', 'Signature method, version or format');
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(params.Timestamp ?? '') || Math.abs(Date.now() - Date.parse(params.Timestamp!)) > 15 * 60_000) {
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (!params.SignatureNonce || nonces.has(params.SignatureNonce)) return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(params.SignatureNonce);
    const canonical = Object.keys(params)
      .filter((name) => name !== 'Signature')
      .sort()
      .map((name) => `${rpcEncode(name)}=${rpcEncode(params[name]!)}`)
      .join('&');
    const stringToSign = `POST&${rpcEncode('/')}&${rpcEncode(canonical)}`;
    const expected = createHmac('sha1', `${options.accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
    if (params.Signature !== expected) {
      // The vendor's own message quotes what it signed: the whole request, template parameters and all.
      return refuse(400, 'SignatureDoesNotMatch', `Specified signature is not matched with our calculation. server string to sign is:${stringToSign}`);
    }
    const call = { action: params.Action!, params };
    calls.push(call);
    return { status: 200, body: { Code: 'OK', Message: 'OK', RequestId, ...options.answer(call) } };
  });
  return { ...vendor, alibabaCalls: calls };
}
