import { API_ERRORS, askDiary, ASSISTANT_QUESTIONS_PER_DAY, calendarDay, isPro, jsonLine, proStatus, SESSION_HEADER, type AskLine } from '@diary/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { resolveSession } from '../accounts/sessions';
import { findUser } from '../accounts/users';
import type { Services } from '../context';
import type { UserCipher } from '../encryption/user-cipher';
import { hit } from '../db/rate-limits';
import { fail } from '../errors/api-failure';
import { localDate } from '../items/diary-rules';
import { keepAnswer } from './kept-answers';
import { citedDiaries, promptFor } from './prompt';
import { retrieve } from './retrieval';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps an answer; one that could not be kept is still the person's answer (the done line then has no `kept`). */
async function keptOrNot(log: FastifyBaseLogger, keep: () => Promise<string>): Promise<string | undefined> {
  try {
    return await keep();
  } catch (error) {
    // What is sealed is all the database was given: the error carries no question or answer in the clear.
    log.warn({ err: error }, 'an answer the person asked to keep could not be kept');
    return undefined;
  }
}

/** Semantic neighbours a question adds to what is sent, and how alike they must be (cosine, on unit vectors). */
const NEAREST = { count: 8, least: 0.3 } as const;

/** The diaries nearest the question in meaning; none without embeddings, or when the model service cannot embed it now. */
async function nearestInMeaning(services: Services, cipher: UserCipher, question: string) {
  try {
    return (await services.embeddings?.nearest(cipher, question, NEAREST.count, NEAREST.least)) ?? [];
  } catch (error) {
    services.log.warn({ err: error }, 'the assistant could not embed a question; answering from names, days and words');
    return [];
  }
}

/**
 * POST /assistant/ask (core's askDiary): a question about the person's own diaries, answered as JSON lines while
 * the model writes. Refusals come before the first line, as the contract's errors. Nothing of the question, the
 * diaries or the answer is logged, nor kept unless the person asked for it (sealed: kept-answers.ts); when the
 * person leaves, the request to the model is closed.
 */
export function registerAssistant(app: FastifyInstance, services: Services): void {
  const { config, clock, database, keys } = services;

  app.post(askDiary.path, async (request, reply) => {
    const now = clock.now();
    const token = request.headers[SESSION_HEADER];
    const session = typeof token === 'string' && token.length <= 256 ? await resolveSession(database, token, now) : undefined;
    if (!session?.ok) return fail('notSignedIn', 'Sign in first');
    const model = services.assistant;
    if (!model) return fail('notFound', 'The assistant is off on this server');
    const parsed = askDiary.payload.safeParse(request.body);
    if (!parsed.success) return fail('invalidRequest', `The question does not fit: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const user = await findUser(database.db, session.userId);
    if (!isPro(proStatus(user?.proExpiredAt ? String(user.proExpiredAt) : null, now))) return fail('proRequired', 'Asking your diary is part of Pro');
    const asked = await hit(database.db, `assistant:${session.userId}`, DAY_MS, now);
    if (asked.current > ASSISTANT_QUESTIONS_PER_DAY) return fail('assistantDailyLimit', `At most ${ASSISTANT_QUESTIONS_PER_DAY} questions a day`);

    const { question, language = 'zh' } = parsed.data;
    const local = localDate(now, config.timeZone);
    const today = parsed.data.today ?? calendarDay(local.year, local.month, local.day);
    const cipher = await keys.cipherFor(database.db, session.userId);
    const near = await nearestInMeaning(services, cipher, question);
    const diaries = await retrieve(database.db, cipher, question, today, near);

    // The answer is written here as it comes; Fastify sends nothing more.
    reply.hijack();
    const response = reply.raw;
    const leaving = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) leaving.abort();
    });
    const line = (value: AskLine) => response.write(jsonLine(value));
    response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    const sources = diaries.map((diary, i) => ({ n: i + 1, id: diary.id, day: diary.day, title: diary.title }));
    line({ diaries: sources });
    let answer = '';
    try {
      for await (const text of model.chat(promptFor(question, diaries, language), leaving.signal)) {
        answer += text;
        line({ text });
      }
      const kept = parsed.data.keep
        ? await keptOrNot(request.log, () => keepAnswer(database, keys, session.userId, now, { question, answer, diaries: sources }))
        : undefined;
      line({ done: true, cited: citedDiaries(answer, diaries).map((diary) => diary.id), ...(kept ? { kept } : {}) });
    } catch (error) {
      // The person left: their connection is closed already; the request to the model has been.
      if (leaving.signal.aborted) return void response.destroy();
      // The error's own words name only the service and what went wrong (providers/assistant/model.ts).
      request.log.warn({ err: error }, 'the assistant could not answer');
      line({ error: { code: API_ERRORS.serviceUnavailable.code, error: 'The assistant could not answer: its model service is not answering' } });
    }
    response.end();
  });
}
