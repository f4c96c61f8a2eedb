import { z } from 'zod';
import { calendarDaySchema } from '../insights/period';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

/** How many related days the detail page shows. */
export const RELATED_DAYS_SHOWN = 5;

const count = lazySchema(() => z.number().int().min(0));

export const relatedDaySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    day: calendarDaySchema,
    /** Empty for a private diary, as its text. */
    title: z.string(),
    /** The start of its text on one line; empty for a private diary (a client says its content is hidden). */
    excerpt: z.string(),
    privateStatus: z.boolean(),
    /** How many of the diary's places, people and stories it shares. */
    shared: z.object({ places: count, people: count, stories: count }),
  }),
);
export type RelatedDay = z.infer<typeof relatedDaySchema>;

export const getRelatedDiaries = defineRequest({
  type: 'getRelatedDiaries',
  access: 'user',
  group: 'Insights',
  summary: `The signed-in person's diaries that share a story, a person or a place with the given one, the most alike in their words (and in meaning, when the assistant has an embeddings model) first, then those sharing the most, then the newest; at most ${RELATED_DAYS_SHOWN}. Worked out on the server from the person's own diaries; nothing is sent anywhere. A private diary is listed without its title or text.`,
  payload: z.lazy(() => z.strictObject({ objectId: z.string().min(1).max(64) })),
  response: z.lazy(() => z.object({ related: z.array(relatedDaySchema) })),
  example: {
    payload: { objectId: 'dy8Hj2kLm0Pq' },
    response: {
      related: [
        {
          id: 'dy3kD82jf01xA',
          day: '2026-10-03',
          title: 'Lunch',
          excerpt: '和小林吃了午饭，聊了很久。',
          privateStatus: false,
          shared: { places: 0, people: 1, stories: 0 },
        },
      ],
    },
  },
  errors: ['notFound'],
});
