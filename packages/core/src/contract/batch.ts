import { z } from 'zod';
import { defineRequest } from './define';

/** The most requests one batch carries: start's reads (the user, the media base, WeChat's binding, eight lists, the unpaid orders, the page's diary) with room. */
export const MAX_BATCH_REQUESTS = 20;

/**
 * Several reads sent as one (a client's requests of one moment, `together` in the contract): over a phone's
 * network each request costs a round trip and a browser sends six at a time, so start's fourteen took three round
 * trips before the archive could draw; together they take one (docs/decisions.md, "Start's reads in one request").
 */
export const sendTogether = defineRequest({
  type: 'batch',
  access: 'public',
  group: 'Batches',
  summary: `Several reads in one round trip. \`requests\` holds up to ${MAX_BATCH_REQUESTS} bodies as POST /restful takes them (each with its \`type\`); only the reads marked "may travel in a \`batch\`" may travel so, and a batch holding anything else is refused whole, before any is answered. Each is checked and answered as it would be alone, with the batch's session: \`answers\` holds, in the same order, each one's HTTP status and body (its answer, or its \`{ code, error }\`).`,
  payload: z.lazy(() =>
    z.strictObject({
      requests: z
        .array(z.looseObject({ type: z.string().max(64) }))
        .min(1)
        .max(MAX_BATCH_REQUESTS),
    }),
  ),
  response: z.lazy(() => z.strictObject({ answers: z.array(z.strictObject({ status: z.number().int(), body: z.unknown() })) })),
  example: {
    payload: { requests: [{ type: 'media_base' }, { type: 'getBindWechatStatus', objectId: 'u8Kx2' }] },
    response: {
      answers: [
        { status: 200, body: { mediaBase: 'http://localhost:8787/media/m.u8Kx2.1764547200.Q2hlY2s…', expiresAt: '2026-12-01T00:00:00.000Z' } },
        { status: 200, body: { status: 1 } },
      ],
    },
  },
});
