import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { calendarDaySchema } from '../insights/period';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

/** The longest question a person may ask, in characters. */
export const ASSISTANT_QUESTION_MAX = 500;
/** Questions a person may ask in a day (Pro only): a model's answers cost the server's owner, even a local one's time. */
export const ASSISTANT_QUESTIONS_PER_DAY = 50;

/**
 * How long a client waits for a whole answer: the server gives the model 60 s to begin and 30 s between pieces
 * (apps/server providers/assistant/model.ts), and a long answer takes a local model a few minutes.
 */
export const ASSISTANT_ANSWER_TIMEOUT_MS = 5 * 60_000;

/** A diary the answer may cite: its number in the answer ([2]), and what a client shows to open it. */
export const askSourceSchema = lazySchema(() => z.object({ n: z.number().int().min(1), id: z.string(), day: calendarDaySchema, title: z.string() }));

export type AskSource = z.infer<typeof askSourceSchema>;

/** One line of the answer's stream. */
export const askLineSchema = lazySchema(() =>
  z.union([
    z.object({ diaries: z.array(askSourceSchema) }),
    z.object({ text: z.string() }),
    z.object({
      done: z.literal(true),
      cited: z.array(z.string()),
      /** The kept answer's id, when the person asked for it to be kept. */
      kept: z.string().optional(),
    }),
    z.object({ error: z.object({ code: z.number().int(), error: z.string() }) }),
  ]),
);
export type AskLine = z.infer<typeof askLineSchema>;

export const askDiary = defineRequest({
  type: 'askDiary',
  path: '/assistant/ask',
  streams: true,
  access: 'user',
  group: 'Assistant',
  summary: `A question about the person's own diaries, answered by the model the server's owner configured (getFeatures says where it runs; off, this answers 404). Its payload is the body itself (no \`type\`). The server picks the diaries the question is about — the places, people and stories it names, the days it names, its words — sends the model their text (at most 12 diaries, 8,000 characters) with the question, and answers as JSON lines (application/x-ndjson) as the model writes: first \`{ diaries }\` (numbered as the answer cites them), then \`{ text }\` pieces, then \`{ done, cited }\`, or \`{ error }\` if the model service fails midway. Leaving closes the request to the model. Pro only, at most ${ASSISTANT_QUESTIONS_PER_DAY} questions a day. The question and its answer are kept only when \`keep\` is true, sealed like diary text (getKeptAnswers; \`done.kept\` is its id); otherwise neither is kept anywhere.`,
  payload: z.lazy(() =>
    z.strictObject({
      question: z.string().trim().min(1).max(ASSISTANT_QUESTION_MAX),
      /** The asker's calendar day, for "yesterday" and "last month" (the server's zone when absent). */
      today: calendarDaySchema.optional(),
      /** The answer's language (zh when absent). */
      language: z.enum(LANGUAGES).optional(),
      /** Keep the question and its answer, sealed, to read again (the person's choice; not kept when absent). */
      keep: z.boolean().optional(),
    }),
  ),
  response: askLineSchema,
  example: {
    payload: { question: 'When did I last see 小林?', today: '2026-12-05', language: 'en' },
    response: { text: 'You walked round the lake with 小林 on 20 November [1].' },
  },
  errors: ['proRequired', 'assistantDailyLimit', 'notFound', 'serviceUnavailable'],
});

/** Kept questions and answers a person has at most: keeping one more lets the oldest go. */
export const KEPT_ANSWERS_MAX = 200;

export const keptAnswerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** When it was asked (ISO 8601). */
    askedAt: z.string(),
    question: z.string(),
    answer: z.string(),
    /** The diaries it was answered from, numbered as the answer cites them. */
    diaries: z.array(askSourceSchema),
  }),
);
export type KeptAnswer = z.infer<typeof keptAnswerSchema>;

export const getKeptAnswers = defineRequest({
  type: 'getKeptAnswers',
  access: 'user',
  group: 'Assistant',
  summary: `The questions the signed-in person asked their diary and chose to keep (askDiary's \`keep\`), with their answers, newest first; at most ${KEPT_ANSWERS_MAX}. Stored sealed under the person's key, as diary text is; works with the assistant switched off since.`,
  payload: z.lazy(() => z.strictObject({})),
  response: z.lazy(() => z.object({ answers: z.array(keptAnswerSchema) })),
  example: {
    payload: {},
    response: {
      answers: [
        {
          id: 'ka3kD82jf01xA',
          askedAt: '2026-12-05T04:00:00.000Z',
          question: 'When did I last see 小林?',
          answer: 'You walked round the lake with 小林 on 20 November [1].',
          diaries: [{ n: 1, id: 'dy3kD82jf01xA', day: '2026-11-20', title: '' }],
        },
      ],
    },
  },
  errors: [],
});

export const deleteKeptAnswer = defineRequest({
  type: 'deleteKeptAnswer',
  access: 'user',
  group: 'Assistant',
  summary: "Deletes one of the signed-in person's kept questions and answers.",
  payload: z.lazy(() => z.strictObject({ id: z.string().min(1).max(64) })),
  response: z.lazy(() => z.object({})),
  example: { payload: { id: 'ka3kD82jf01xA' }, response: {} },
  errors: ['notFound'],
});
