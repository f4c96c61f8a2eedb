import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@diary/core';
import { purgeDeletedAccounts, type Purging } from './purge-accounts';
import { sweepUnusedUploads } from './sweep-uploads';

/** How often the server looks for accounts to purge and uploads to sweep, and refreshes the planner's statistics. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** One round: every job is idempotent, so several instances may run them side by side. */
export async function runHousekeeping(jobs: Purging, now: Date): Promise<{ purged: number; swept: number }> {
  const done = { purged: await purgeDeletedAccounts(jobs, now), swept: await sweepUnusedUploads(jobs, now) };
  await jobs.database.refreshPlannerStatistics();
  return done;
}

/** Runs a round a minute after start and then every hour, until stopped; a failed round is logged and the next one tries again. */
export function scheduleHousekeeping(jobs: Purging, clock: Clock, log: FastifyBaseLogger): () => void {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    runHousekeeping(jobs, clock.now())
      .then(({ purged, swept }) => {
        if (purged + swept > 0) log.info({ purged, swept }, 'housekeeping: deleted accounts purged, unused uploads swept');
      })
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed; trying again next round'))
      .finally(() => (running = false));
  };
  const first = setTimeout(round, 60_000);
  const every = setInterval(round, HOUSEKEEPING_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
