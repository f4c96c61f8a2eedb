import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { aliyunSmsProvider } from './aliyun';
import { logSmsProvider } from './log';
import type { SmsProvider } from './sms-provider';
import { tencentSmsProvider } from './tencent';

export { logSmsProvider } from './log';
export { SmsRefused, type SmsMessage, type SmsProvider } from './sms-provider';

/** The configured sender of sign-in codes; vendors log their account problems to `log`. */
export function smsProviderFor(config: Pick<Config, 'sms' | 'smsOutbox'>, log: FastifyBaseLogger): SmsProvider {
  const { sms } = config;
  if (sms.kind === 'tencent') return tencentSmsProvider(sms, log);
  if (sms.kind === 'aliyun') return aliyunSmsProvider(sms, log);
  return logSmsProvider(log, config.smsOutbox);
}
