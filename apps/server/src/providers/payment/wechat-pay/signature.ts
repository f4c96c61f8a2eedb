import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3's signatures, as its documentation ("签名生成", "签名验证", "证书和回调报文解密")
 * lays them out: lines joined with "\n", each line ending in one; SHA256 with RSA (PKCS#1 v1.5) in base64.
 */

/** How far a signed answer or notice's timestamp may be from now: WeChat Pay's own advice is five minutes. */
export const SIGNATURE_WINDOW_S = 5 * 60;

const lines = (...parts: string[]) => parts.map((part) => `${part}\n`).join('');

export function signLines(privateKey: KeyObject, ...parts: string[]): string {
  return createSign('RSA-SHA256')
    .update(lines(...parts))
    .sign(privateKey, 'base64');
}

/** A fresh nonce: 32 characters, letters and digits. */
export const newNonce = () => randomBytes(16).toString('hex');

/** The Authorization header of a request from the merchant: method, path with query, timestamp, nonce and body, signed. */
export function authorization(
  merchant: { mchId: string; serialNo: string; privateKey: KeyObject },
  method: string,
  pathAndQuery: string,
  body: string,
  now: Date,
): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = newNonce();
  const signature = signLines(merchant.privateKey, method, pathAndQuery, timestamp, nonce, body);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

export interface SignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

/** The Wechatpay-* headers of an answer or a notice. */
export function signedHeaders(get: (name: string) => string | undefined): SignedHeaders {
  return { timestamp: get('wechatpay-timestamp'), nonce: get('wechatpay-nonce'), signature: get('wechatpay-signature'), serial: get('wechatpay-serial') };
}

export type SignatureVerdict = 'genuine' | 'bad signature' | 'unknown key' | 'stale';

/**
 * Whether WeChat Pay signed this body: its key (by id), its signature over timestamp, nonce and body,
 * and a timestamp within the window, so an old notice replayed later is refused.
 */
export function checkSignature(wechat: { publicKey: KeyObject; publicKeyId: string }, headers: SignedHeaders, body: string, now: Date): SignatureVerdict {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return 'bad signature';
  if (serial !== wechat.publicKeyId) return 'unknown key';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) return 'stale';
  try {
    return createVerify('RSA-SHA256')
      .update(lines(timestamp, nonce, body))
      .verify(wechat.publicKey, signature, 'base64')
      ? 'genuine'
      : 'bad signature';
  } catch {
    return 'bad signature';
  }
}

/** The payment fields `wx.requestPayment` takes for a prepay id, signed with the merchant's key. */
export function jsapiPaymentFields(privateKey: KeyObject, appId: string, prepayId: string, now: Date): Record<string, string> {
  const timeStamp = String(Math.floor(now.getTime() / 1000));
  const nonceStr = newNonce();
  const pkg = `prepay_id=${prepayId}`;
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: signLines(privateKey, appId, timeStamp, nonceStr, pkg) };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** A notice's resource, opened with the API v3 key (AEAD_AES_256_GCM: the last 16 bytes are the tag). Throws when it does not open. */
export function openResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
}
