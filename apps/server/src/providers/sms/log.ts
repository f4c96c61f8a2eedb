import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * The offline default: the code goes to the server log, where the person running the server
 * reads it. With an outbox file (tests only, set explicitly) each message is also appended
 * there as a JSON line.
 */
export function logSmsProvider(log: FastifyBaseLogger, outbox: string | undefined): SmsProvider {
  return {
    name: 'log',
    voice: true,
    async send(message) {
      log.info(
        { phone: message.phone, channel: message.channel, purpose: message.purpose, code: message.code },
        `sign-in code for ${message.phone}: ${message.code}`,
      );
      if (outbox) {
        await fs.mkdir(path.dirname(outbox), { recursive: true });
        await fs.appendFile(outbox, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
      }
    },
  };
}
