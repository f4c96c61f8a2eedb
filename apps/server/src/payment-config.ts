import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PaymentMethod } from '@diary/core';

/** WeChat Pay API v3 as this server's merchant uses it. */
export interface WechatPayConfig {
  kind: 'wechatpay';
  baseUrl: string;
  mchId: string;
  /** The serial number of the merchant's API certificate, named in every signed request. */
  serialNo: string;
  /** The merchant's API private key (apiclient_key.pem): signs requests and the mini program's payment fields. */
  privateKey: KeyObject;
  /** The 32-character API v3 key: decrypts the resource of a payment notice. */
  apiV3Key: string;
  /** WeChat Pay's public key (or its platform certificate) and its id: checks every answer and notice. */
  wechatPublicKey: KeyObject;
  wechatPublicKeyId: string;
  /** Where WeChat Pay posts payment notices: this server's /pay/wechatpay/notify, as the world reaches it. */
  notifyUrl: string;
  /** The app each method pays through: Native through any app bound to the merchant, JSAPI through the mini program. */
  appIds: Partial<Record<PaymentMethod, string>>;
}

export type PaymentConfig = { kind: 'manual' } | { kind: 'off'; reason: string } | WechatPayConfig;

/** The payment settings of the environment, as config.ts has read them (WeChat Pay's URL has its default). */
export interface PaymentEnv {
  DIARY_PAYMENT: 'manual' | 'wechatpay';
  DIARY_WECHATPAY_MCH_ID?: string | undefined;
  DIARY_WECHATPAY_MCH_SERIAL_NO?: string | undefined;
  DIARY_WECHATPAY_MCH_PRIVATE_KEY_FILE?: string | undefined;
  DIARY_WECHATPAY_API_V3_KEY?: string | undefined;
  DIARY_WECHATPAY_PUBLIC_KEY_FILE?: string | undefined;
  DIARY_WECHATPAY_PUBLIC_KEY_ID?: string | undefined;
  DIARY_WECHATPAY_NOTIFY_URL?: string | undefined;
  DIARY_WECHATPAY_APP_ID?: string | undefined;
  DIARY_WECHATPAY_URL: string;
  DIARY_WECHAT_APP_ID?: string | undefined;
  DIARY_WECHAT_APP_SECRET?: string | undefined;
}

const NEEDED = [
  'DIARY_WECHATPAY_MCH_ID',
  'DIARY_WECHATPAY_MCH_SERIAL_NO',
  'DIARY_WECHATPAY_MCH_PRIVATE_KEY_FILE',
  'DIARY_WECHATPAY_API_V3_KEY',
  'DIARY_WECHATPAY_PUBLIC_KEY_FILE',
  'DIARY_WECHATPAY_PUBLIC_KEY_ID',
  'DIARY_WECHATPAY_NOTIFY_URL',
] as const;

function readKey(env: PaymentEnv, name: (typeof NEEDED)[number], cwd: string, make: (pem: string) => KeyObject): KeyObject | string {
  const file = path.resolve(cwd, env[name]!);
  try {
    return make(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return `${name}: ${file} is not a readable PEM key (${(error as Error).message})`;
  }
}

/**
 * Payment from the environment. WeChat Pay needs every piece; with one missing (or a key file that
 * does not read) paying online is switched off with the reason, and the server still starts: clients
 * are told by getFeatures, and no order can be made that could never be paid.
 */
export function paymentConfig(env: PaymentEnv, cwd: string): PaymentConfig {
  if (env.DIARY_PAYMENT !== 'wechatpay') return { kind: 'manual' };
  const missing = NEEDED.filter((name) => !env[name]);
  if (missing.length > 0) return { kind: 'off', reason: `WeChat Pay is missing ${missing.join(', ')}` };
  if (Buffer.byteLength(env.DIARY_WECHATPAY_API_V3_KEY!, 'utf8') !== 32)
    return { kind: 'off', reason: 'DIARY_WECHATPAY_API_V3_KEY must be the 32-byte API v3 key' };
  const privateKey = readKey(env, 'DIARY_WECHATPAY_MCH_PRIVATE_KEY_FILE', cwd, (pem) => createPrivateKey(pem));
  // A platform certificate's PEM gives its public key too.
  const wechatPublicKey = readKey(env, 'DIARY_WECHATPAY_PUBLIC_KEY_FILE', cwd, (pem) => createPublicKey(pem));
  if (typeof privateKey === 'string') return { kind: 'off', reason: privateKey };
  if (typeof wechatPublicKey === 'string') return { kind: 'off', reason: wechatPublicKey };
  const nativeAppId = env.DIARY_WECHATPAY_APP_ID ?? env.DIARY_WECHAT_APP_ID;
  // JSAPI pays as a mini program user, known by the openid that the mini program's own sign-in gives.
  const jsapiAppId = env.DIARY_WECHAT_APP_ID && env.DIARY_WECHAT_APP_SECRET ? env.DIARY_WECHAT_APP_ID : undefined;
  if (!nativeAppId && !jsapiAppId)
    return { kind: 'off', reason: 'WeChat Pay needs an app to pay through: DIARY_WECHATPAY_APP_ID or the mini program (DIARY_WECHAT_APP_ID)' };
  return {
    kind: 'wechatpay',
    baseUrl: env.DIARY_WECHATPAY_URL,
    mchId: env.DIARY_WECHATPAY_MCH_ID!,
    serialNo: env.DIARY_WECHATPAY_MCH_SERIAL_NO!,
    privateKey,
    apiV3Key: env.DIARY_WECHATPAY_API_V3_KEY!,
    wechatPublicKey,
    wechatPublicKeyId: env.DIARY_WECHATPAY_PUBLIC_KEY_ID!,
    notifyUrl: env.DIARY_WECHATPAY_NOTIFY_URL!,
    appIds: { ...(nativeAppId ? { native: nativeAppId } : {}), ...(jsapiAppId ? { jsapi: jsapiAppId } : {}) },
  };
}
