import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ServiceUnavailable } from '../vendor-http';
import { signedRpcBody, type AlibabaCloudKey } from './aliyun-rpc-signature';
import { refusalOf, type NumberRefusals } from './refusals';
import type { SmsMessage, SmsProvider } from './sms-provider';
import { postToVendor } from './vendor-call';

const VENDOR = 'Alibaba Cloud SMS';
const VERSION = '2017-05-25';

export interface AliyunSmsOptions {
  key: AlibabaCloudKey;
  region: string;
  /** Dysmsapi (SendSms). */
  smsUrl: string;
  signName: string;
  /** Template codes by purpose; each template's variable is `${code}`. */
  templates: Record<SmsMessage['purpose'], string>;
  /** Dyvmsapi (SingleCallByTts): a text-to-speech template with `${code}` and the number calls show; without them there are no voice codes. */
  voice: { url: string; ttsCode: string; showNumber: string } | undefined;
}

const answerSchema = z.object({ Code: z.string(), Message: z.string().optional(), RequestId: z.string().optional() });

/** The refusals about the number: its flow control (per minute, hour and day) and numbers it cannot reach. */
const NUMBER_REFUSALS: NumberRefusals = {
  tooFrequent: new Set(['isv.BUSINESS_LIMIT_CONTROL']),
  invalidPhone: new Set(['isv.MOBILE_NUMBER_ILLEGAL']),
};

/**
 * Alibaba Cloud SMS, and its voice service for voice codes, over the RPC-style APIs signed with
 * HMAC-SHA1. Numbers are mainland China's 11 digits as they are. Success is `Code: "OK"`; a refusal
 * is any other code, sent with HTTP 200 (business refusals) or 4xx (a bad signature or key).
 */
export function aliyunSmsProvider(options: AliyunSmsOptions, log: FastifyBaseLogger): SmsProvider {
  async function ask(baseUrl: string, parameters: Record<string, string>, message: SmsMessage): Promise<void> {
    const body = signedRpcBody(options.key, { ...parameters, RegionId: options.region, Version: VERSION }, new Date());
    const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const answer = answerSchema.safeParse(await postToVendor(new URL('/', baseUrl), { headers, body }, VENDOR));
    if (!answer.success) throw new ServiceUnavailable(`${VENDOR} answered something unexpected`);
    const { Code: code, Message: vendorMessage, RequestId: requestId } = answer.data;
    if (code !== 'OK') throw refusalOf(VENDOR, NUMBER_REFUSALS, { code, message: vendorMessage, requestId }, message, log);
  }

  const sendText = (message: SmsMessage) =>
    ask(
      options.smsUrl,
      {
        Action: 'SendSms',
        PhoneNumbers: message.phone,
        SignName: options.signName,
        TemplateCode: options.templates[message.purpose],
        TemplateParam: JSON.stringify({ code: message.code }),
      },
      message,
    );

  const call = (message: SmsMessage, voice: NonNullable<AliyunSmsOptions['voice']>) =>
    ask(
      voice.url,
      {
        Action: 'SingleCallByTts',
        CalledShowNumber: voice.showNumber,
        CalledNumber: message.phone,
        TtsCode: voice.ttsCode,
        TtsParam: JSON.stringify({ code: message.code }),
        PlayTimes: '2',
      },
      message,
    );

  return {
    name: 'aliyun',
    voice: options.voice !== undefined,
    send: (message) => (message.channel === 'voice' && options.voice ? call(message, options.voice) : sendText(message)),
  };
}
