import { z } from 'zod';
import { message, type Message, type MessageKey } from '../i18n/message-key';
import { lazySchema } from '../wire/lazy-schema';

/**
 * Where the assistant's model runs, as the person is told before their first question: on the server's own
 * machine (nothing leaves it), on its local network, or elsewhere (a cloud service the server's owner chose).
 */
export const ASSISTANT_PLACES = ['thisMachine', 'localNetwork', 'elsewhere'] as const;
export type AssistantPlace = (typeof ASSISTANT_PLACES)[number];

/** What getFeatures says of the assistant when it is on (absent when off: then no screen offers it). */
export const assistantFeatureSchema = lazySchema(() =>
  z.object({
    place: z.enum(ASSISTANT_PLACES),
    /** The model service's host name, as configured (e.g. "127.0.0.1", "api.deepseek.com"). */
    host: z.string().max(300),
    /** Whether related days and questions also use the meaning of words (an embeddings model is configured). */
    embeddings: z.boolean(),
  }),
);
export type AssistantFeature = z.infer<typeof assistantFeatureSchema>;

const SENT_TO: Record<AssistantPlace, MessageKey> = {
  thisMachine: 'assistant.sentThisMachine',
  localNetwork: 'assistant.sentLocalNetwork',
  elsewhere: 'assistant.sentElsewhere',
};

/**
 * What a person is told about the assistant on this server (the landing page, and before a first question): where a
 * question and the diaries it is about are sent when it is on; that it is in development when it is off.
 */
export function assistantNotice(feature: AssistantFeature | undefined): Message {
  return feature ? message(SENT_TO[feature.place], { host: feature.host }) : message('landing.assistantText');
}
