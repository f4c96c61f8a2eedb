export interface SmsMessage {
  phone: string;
  code: string;
  /** A text message, or a voice call reading the code. */
  channel: 'text' | 'voice';
  purpose: 'login' | 'changePhone';
}

/** Sends sign-in codes. One implementation per vendor, chosen by configuration. */
export interface SmsProvider {
  readonly name: string;
  /** Whether codes can be read out in a call; without it a voice request is sent as a text message. */
  readonly voice: boolean;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The vendor would not send, for a reason the person asking can act on: the number is not one it can
 * reach, or it has had too many codes lately. Every other refusal is the server's problem
 * (ServiceUnavailable), for whoever runs it to fix.
 */
export class SmsRefused extends Error {
  constructor(
    readonly reason: 'tooFrequent' | 'invalidPhone',
    readonly vendorCode: string,
  ) {
    super(`the SMS vendor refused the number (${vendorCode})`);
  }
}
