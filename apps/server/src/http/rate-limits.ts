import { sql } from 'kysely';
import type { Database, Db } from '../db/database';

type Counted = { current: number; ttl: number };

/** Counts one request of `key` in its window, the window begun anew once it has ended: one statement, so two processes never miss each other's. */
async function hit(database: Database, key: string, windowMs: number, now: Date): Promise<Counted> {
  const at = now.toISOString();
  const newWindowEnds = new Date(now.getTime() + windowMs).toISOString();
  const ended = sql<boolean>`"rateLimits"."windowEndsAt" <= ${at}`;
  // A transaction of its own: on SQLite it waits for the write lock without blocking the event loop (db/database.ts).
  const row = await database.transaction((tx) =>
    tx
      .insertInto('rateLimits')
      .values({ key, hits: 1, windowEndsAt: newWindowEnds })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when ${ended} then 1 else "rateLimits"."hits" + 1 end`,
          windowEndsAt: sql<string>`case when ${ended} then ${newWindowEnds} else "rateLimits"."windowEndsAt" end`,
        }),
      )
      .returning(['hits', 'windowEndsAt'])
      .executeTakeFirstOrThrow(),
  );
  return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.windowEndsAt) - now.getTime()) };
}

/**
 * The store @fastify/rate-limit counts in: the database's rateLimits table instead of one process's
 * memory, so a limit holds across the worker processes and the instances behind a load balancer. Its
 * keys are the plugin's: the client's address (an IPv6 one cut to its subnet). The one limit counted in
 * it is the sign-in requests' (http/restful.ts); a second would need keys of its own.
 */
export function rateLimitsIn(database: Database) {
  return class DatabaseRateLimits {
    incr(key: string, done: (error: Error | null, counted?: Counted) => void, windowMs: number): void {
      hit(database, key, windowMs, new Date()).then(
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
