import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ServiceUnavailable } from '../vendor-http';
import { refusalOf, type NumberRefusals } from './refusals';
import type { SmsMessage, SmsProvider } from './sms-provider';
import { tc3Headers, type TencentCloudKey } from './tc3-signature';
import { postToVendor } from './vendor-call';

const VENDOR = 'Tencent Cloud SMS';

export interface TencentSmsOptions {
  key: TencentCloudKey;
  region: string;
  /** The SMS API (SendSms, 2021-01-11) and the SMS app it sends from. */
  smsUrl: string;
  appId: string;
  signName: string;
  /** Template ids by purpose; each template's one variable is the code. */
  templates: Record<SmsMessage['purpose'], string>;
  /** The voice messaging API (SendCodeVoice, 2020-09-02) and its app; without one there are no voice codes. */
  voice: { url: string; appId: string } | undefined;
}

const vendorError = z.object({ Code: z.string(), Message: z.string().optional() });
const textAnswer = z.object({
  Response: z.object({ Error: vendorError.optional(), SendStatusSet: z.array(vendorError).optional(), RequestId: z.string().optional() }),
});
const voiceAnswer = z.object({
  Response: z.object({ Error: vendorError.optional(), SendStatus: z.object({ CallId: z.string() }).optional(), RequestId: z.string().optional() }),
});

/** The refusals about the number: its limits (set in the SMS console) and numbers it cannot reach. */
const NUMBER_REFUSALS: NumberRefusals = {
  tooFrequent: new Set([
    'LimitExceeded.PhoneNumberThirtySecondLimit',
    'LimitExceeded.PhoneNumberOneHourLimit',
    'LimitExceeded.PhoneNumberDailyLimit',
    'LimitExceeded.PhoneNumberSameContentDailyLimit',
    'LimitExceeded.DeliveryFrequencyLimit',
  ]),
  invalidPhone: new Set([
    'InvalidParameterValue.IncorrectPhoneNumber',
    'InvalidParameterValue.CalledNumberVerifyFail',
    'FailedOperation.PhoneNumberInBlacklist',
  ]),
};

const unexpected = () => new ServiceUnavailable(`${VENDOR} answered something unexpected`);

/**
 * Tencent Cloud SMS, and its voice messaging for voice codes, over API 3.0 signed with TC3-HMAC-SHA256.
 * Numbers are mainland China's, sent in E.164 (+86…). The vendor answers HTTP 200 either way: a
 * refusal of the request comes as `Error`, one about the number in that number's `SendStatusSet` entry.
 */
export function tencentSmsProvider(options: TencentSmsOptions, log: FastifyBaseLogger): SmsProvider {
  const post = (service: 'sms' | 'vms', baseUrl: string, action: string, version: string, payload: object) => {
    const url = new URL('/', baseUrl);
    const body = JSON.stringify(payload);
    const headers = tc3Headers(options.key, { service, host: url.host, action, version, region: options.region, body, now: new Date() });
    return postToVendor(url, { headers, body }, VENDOR);
  };
  const refused = (error: z.infer<typeof vendorError>, requestId: string | undefined, message: SmsMessage) =>
    refusalOf(VENDOR, NUMBER_REFUSALS, { code: error.Code, message: error.Message, requestId }, message, log);

  async function sendText(message: SmsMessage): Promise<void> {
    const payload = {
      PhoneNumberSet: [`+86${message.phone}`],
      SmsSdkAppId: options.appId,
      SignName: options.signName,
      TemplateId: options.templates[message.purpose],
      TemplateParamSet: [message.code],
    };
    const answer = textAnswer.safeParse(await post('sms', options.smsUrl, 'SendSms', '2021-01-11', payload));
    if (!answer.success) throw unexpected();
    const { Error: failure, SendStatusSet: statuses, RequestId: requestId } = answer.data.Response;
    const status = failure ?? statuses?.[0];
    if (!status) throw unexpected();
    if (status.Code !== 'Ok') throw refused(status, requestId, message);
  }

  async function call(message: SmsMessage, voice: { url: string; appId: string }): Promise<void> {
    const payload = { CodeMessage: message.code, CalledNumber: `+86${message.phone}`, VoiceSdkAppid: voice.appId, PlayTimes: 2 };
    const answer = voiceAnswer.safeParse(await post('vms', voice.url, 'SendCodeVoice', '2020-09-02', payload));
    if (!answer.success) throw unexpected();
    const { Error: failure, SendStatus: status, RequestId: requestId } = answer.data.Response;
    if (failure) throw refused(failure, requestId, message);
    if (!status) throw unexpected();
  }

  return {
    name: 'tencent',
    voice: options.voice !== undefined,
    send: (message) => (message.channel === 'voice' && options.voice ? call(message, options.voice) : sendText(message)),
  };
}
