import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

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
  send(message: SmsMessage): Promise<void>;
}

/**
 * The offline default: the code goes to the server log, where the person running the server
 * reads it. With an outbox file (tests only, set explicitly) each message is also appended
 * there as a JSON line.
 */
export function logSmsProvider(log: FastifyBaseLogger, outbox: string | undefined): SmsProvider {
  return {
    name: 'log',
    async send(message) {
      log.info({ phone: message.phone, channel: message.channel, purpose: message.purpose, code: message.code }, `sign-in code for ${message.phone}: ${message.code}`);
      if (outbox) {
        await fs.mkdir(path.dirname(outbox), { recursive: true });
        await fs.appendFile(outbox, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
      }
    },
  };
}
