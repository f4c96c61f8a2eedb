import { createHmac, randomUUID } from 'node:crypto';

export interface AlibabaCloudKey {
  accessKeyId: string;
  accessKeySecret: string;
}

/** RFC 3986 encoding, as the signature wants it: only letters, digits and `-_.~` stay as they are. */
const percentEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A POST body for one of Alibaba Cloud's RPC-style APIs, signed as its "signature mechanism"
 * describes (SignatureVersion 1.0): the parameters with the common ones, sorted and encoded,
 * make the string to sign `POST&%2F&<encoded query>`, whose HMAC-SHA1 under `secret&` is the signature.
 * The parameters travel in the body rather than the URL, so the code is never in a request line.
 */
export function signedRpcBody(key: AlibabaCloudKey, parameters: Record<string, string>, now: Date): string {
  const all: Record<string, string> = {
    ...parameters,
    AccessKeyId: key.accessKeyId,
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    // The vendor refuses a timestamp far from its own clock: this is the wall clock, to the second.
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  const query = Object.keys(all)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(all[name]!)}`)
    .join('&');
  const signature = createHmac('sha1', `${key.accessKeySecret}&`)
    .update(`POST&${percentEncode('/')}&${percentEncode(query)}`)
    .digest('base64');
  return `${query}&Signature=${percentEncode(signature)}`;
}
