import { createHash, createHmac } from 'node:crypto';

export interface TencentCloudKey {
  secretId: string;
  secretKey: string;
}

/** One call of Tencent Cloud API 3.0: a JSON body POSTed to the product's host. */
export interface Tc3Call {
  /** The product, as in its host name: `sms`, `vms`. */
  service: string;
  host: string;
  action: string;
  version: string;
  region: string;
  body: string;
  /** The vendor refuses a signature more than five minutes from its own clock: this is the wall clock. */
  now: Date;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';
const SIGNED_HEADERS = 'content-type;host;x-tc-action';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * The request headers of a call, signed with TC3-HMAC-SHA256 as Tencent Cloud's "Signature v3"
 * describes: a canonical request over the method, path, the signed headers (names and values in
 * lower case) and the body's hash; a key derived from the secret by the day, the product and
 * `tc3_request`; the signature in the Authorization header.
 */
export function tc3Headers(key: TencentCloudKey, call: Tc3Call): Record<string, string> {
  const timestamp = Math.floor(call.now.getTime() / 1000);
  const day = call.now.toISOString().slice(0, 10);
  const canonicalHeaders = `content-type:${CONTENT_TYPE}\nhost:${call.host}\nx-tc-action:${call.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, SIGNED_HEADERS, sha256(call.body)].join('\n');
  const scope = `${day}/${call.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${key.secretKey}`, day), call.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    'content-type': CONTENT_TYPE,
    'x-tc-action': call.action,
    'x-tc-timestamp': String(timestamp),
    'x-tc-version': call.version,
    'x-tc-region': call.region,
    authorization: `TC3-HMAC-SHA256 Credential=${key.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`,
  };
}
