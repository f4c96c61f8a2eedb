import type { FastifyBaseLogger } from 'fastify';
import { ServiceUnavailable } from '../vendor-http';
import { SmsRefused } from './sms-provider';

/** A vendor's error codes that are about the number asked for, not about this server's account. */
export interface NumberRefusals {
  tooFrequent: ReadonlySet<string>;
  invalidPhone: ReadonlySet<string>;
}

export interface VendorError {
  code: string;
  message?: string | undefined;
  requestId?: string | undefined;
}

/**
 * What a vendor's refusal becomes. A refusal about the number goes back to the person asking. Any
 * other (balance, keys, sign name, template, the vendor's own trouble) only the person running the
 * server can fix: it is logged at error level with the vendor's code, and the person asking is told
 * the service is unavailable. The code being sent never reaches the log: some vendor messages quote
 * the whole request (Alibaba Cloud's SignatureDoesNotMatch does), so it is blanked out of them.
 */
export function refusalOf(vendor: string, refusals: NumberRefusals, error: VendorError, sent: { code: string }, log: FastifyBaseLogger): Error {
  if (refusals.tooFrequent.has(error.code)) return new SmsRefused('tooFrequent', error.code);
  if (refusals.invalidPhone.has(error.code)) return new SmsRefused('invalidPhone', error.code);
  const message = error.message?.split(sent.code).join('******');
  log.error({ vendor, vendorCode: error.code, vendorMessage: message, requestId: error.requestId }, `${vendor} refused to send a sign-in code: ${error.code}`);
  return new ServiceUnavailable('Sign-in codes cannot be sent at the moment');
}
