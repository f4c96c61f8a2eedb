import type { AliyunSmsOptions } from './providers/sms/aliyun';
import type { TencentSmsOptions } from './providers/sms/tencent';

/** Who sends sign-in codes: the server log (development), Tencent Cloud SMS or Alibaba Cloud SMS. */
export type SmsConfig = { kind: 'log' } | ({ kind: 'tencent' } & TencentSmsOptions) | ({ kind: 'aliyun' } & AliyunSmsOptions);

/** The SMS settings of the environment, as config.ts has read them (the vendors' URLs have their defaults). */
export interface SmsEnv {
  NODE_ENV: string;
  DIARY_SMS: 'log' | 'tencent' | 'aliyun';
  DIARY_SMS_SECRET_ID?: string | undefined;
  DIARY_SMS_SECRET_KEY?: string | undefined;
  DIARY_SMS_SIGN_NAME?: string | undefined;
  DIARY_SMS_TEMPLATE_LOGIN?: string | undefined;
  DIARY_SMS_TEMPLATE_CHANGE_PHONE?: string | undefined;
  DIARY_SMS_REGION?: string | undefined;
  DIARY_TENCENT_SMS_APP_ID?: string | undefined;
  DIARY_TENCENT_VMS_APP_ID?: string | undefined;
  DIARY_ALIYUN_VOICE_TEMPLATE?: string | undefined;
  DIARY_ALIYUN_VOICE_SHOW_NUMBER?: string | undefined;
  DIARY_TENCENT_SMS_URL: string;
  DIARY_TENCENT_VMS_URL: string;
  DIARY_ALIYUN_SMS_URL: string;
  DIARY_ALIYUN_VMS_URL: string;
}

const SHARED = ['DIARY_SMS_SECRET_ID', 'DIARY_SMS_SECRET_KEY', 'DIARY_SMS_SIGN_NAME', 'DIARY_SMS_TEMPLATE_LOGIN'] as const;

const missingOf = (env: SmsEnv, names: readonly (keyof SmsEnv)[]) => names.filter((name) => !env[name]);
const needs = (vendor: string, missing: readonly string[]) => `${missing.join(' / ')}: ${vendor} needs ${missing.length === 1 ? 'it' : 'them'}`;

/**
 * The SMS vendor from the environment, or the line saying what is wrong. A chosen vendor needs every
 * piece; its voice codes are optional (without them a voice request is sent as a text). The log is
 * for development and tests: in production nobody reads it, and the person signing in would wait
 * for a code that never comes.
 */
export function smsConfig(env: SmsEnv): SmsConfig | string {
  if (env.DIARY_SMS === 'log') {
    if (env.NODE_ENV === 'production')
      return 'DIARY_SMS: sign-in codes only reach the server log; in production set DIARY_SMS to tencent or aliyun, with its DIARY_SMS_* settings';
    return { kind: 'log' };
  }
  const templates = { login: env.DIARY_SMS_TEMPLATE_LOGIN!, changePhone: env.DIARY_SMS_TEMPLATE_CHANGE_PHONE ?? env.DIARY_SMS_TEMPLATE_LOGIN! };
  if (env.DIARY_SMS === 'tencent') {
    const missing = missingOf(env, [...SHARED, 'DIARY_TENCENT_SMS_APP_ID']);
    if (missing.length > 0) return needs('Tencent Cloud SMS', missing);
    return {
      kind: 'tencent',
      key: { secretId: env.DIARY_SMS_SECRET_ID!, secretKey: env.DIARY_SMS_SECRET_KEY! },
      region: env.DIARY_SMS_REGION ?? 'ap-guangzhou',
      smsUrl: env.DIARY_TENCENT_SMS_URL,
      appId: env.DIARY_TENCENT_SMS_APP_ID!,
      signName: env.DIARY_SMS_SIGN_NAME!,
      templates,
      voice: env.DIARY_TENCENT_VMS_APP_ID ? { url: env.DIARY_TENCENT_VMS_URL, appId: env.DIARY_TENCENT_VMS_APP_ID } : undefined,
    };
  }
  const missing = missingOf(env, SHARED);
  if (missing.length > 0) return needs('Alibaba Cloud SMS', missing);
  const voiceMissing = missingOf(env, ['DIARY_ALIYUN_VOICE_TEMPLATE', 'DIARY_ALIYUN_VOICE_SHOW_NUMBER']);
  if (voiceMissing.length === 1)
    return `${voiceMissing[0]}: voice codes need both DIARY_ALIYUN_VOICE_TEMPLATE and DIARY_ALIYUN_VOICE_SHOW_NUMBER (or neither, for text only)`;
  return {
    kind: 'aliyun',
    key: { accessKeyId: env.DIARY_SMS_SECRET_ID!, accessKeySecret: env.DIARY_SMS_SECRET_KEY! },
    region: env.DIARY_SMS_REGION ?? 'cn-hangzhou',
    smsUrl: env.DIARY_ALIYUN_SMS_URL,
    signName: env.DIARY_SMS_SIGN_NAME!,
    templates,
    voice:
      voiceMissing.length === 0
        ? { url: env.DIARY_ALIYUN_VMS_URL, ttsCode: env.DIARY_ALIYUN_VOICE_TEMPLATE!, showNumber: env.DIARY_ALIYUN_VOICE_SHOW_NUMBER! }
        : undefined,
  };
}
