import { sql } from 'kysely';
import type { Db } from './types';

type Counted = { current: number; ttl: number };

/**
 * Counts one request of `key` in its window, the window begun anew once it has ended: one statement, so two
 * processes never miss each other's (on SQLite, a single write waits for the lock as a transaction does).
 */
export async function hit(db: Db, key: string, windowMs: number, now: Date): Promise<Counted> {
  const at = now.toISOString();
  const newWindowEnds = new Date(now.getTime() + windowMs).toISOString();
  const ended = sql<boolean>`"rateLimits"."windowEndsAt" <= ${at}`;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, hits: 1, windowEndsAt: newWindowEnds })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else "rateLimits"."hits" + 1 end`,
        windowEndsAt: sql<string>`case when ${ended} then ${newWindowEnds} else "rateLimits"."windowEndsAt" end`,
      }),
    )
    .returning(['hits', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.windowEndsAt) - now.getTime()) };
}

/**
 * The store @fastify/rate-limit counts in: the database's rateLimits table instead of one process's
 * memory, so a limit holds across the worker processes and the instances behind a load balancer. Its
 * keys are the plugin's: the client's address (an IPv6 one cut to its subnet). The sign-in requests' limit
 * (http/restful.ts) is counted in it; the assistant's questions a day are too, under keys of their own
 * (`assistant:{user}`, assistant/routes.ts).
 */
export function rateLimitsIn(db: Db) {
  return class DatabaseRateLimits {
    incr(key: string, done: (error: Error | null, counted?: Counted) => void, windowMs: number): void {
      hit(db, key, windowMs, new Date()).then(
        (counted) => done(null, counted),
        (error: unknown) => done(error as Error),
      );
    }

    child(): DatabaseRateLimits {
      return this;
    }
  };
}

/** Drops the counts of windows that have ended (housekeeping). */
export async function forgetEndedWindows(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('windowEndsAt', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
