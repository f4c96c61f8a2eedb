import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@diary/core';
import { settleUnpaidOrders, type Settling } from '../membership/settle';
import { purgeDeletedAccounts, type Purging } from './purge-accounts';
import { sweepUnusedUploads } from './sweep-uploads';
import { forgetEndedWindows } from '../db/rate-limits';

/** How often the server looks for accounts to purge, uploads to sweep, unpaid orders to settle and stalled imports to undo, drops ended rate-limit windows, and refreshes the planner's statistics. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * What a round works on: the purge's, the online orders' (absent when orders are paid by hand), and the undoing
 * of imports stalled since a process running them died (absent where nothing runs imports: the admin command).
 */
export type Housekeeping = Purging & { orders?: Settling | undefined; undoStalledImports?: (now: Date) => Promise<number> };

/** One round: every job is idempotent, so several instances may run them side by side. */
export async function runHousekeeping(jobs: Housekeeping, now: Date): Promise<{ purged: number; swept: number; settled: number }> {
  await forgetEndedWindows(jobs.database.db, now);
  const done = {
    purged: await purgeDeletedAccounts(jobs, now),
    swept: await sweepUnusedUploads(jobs, now),
    // Orders whose payment notice never came are asked after, and those past their time closed.
    settled: jobs.orders ? await settleUnpaidOrders(jobs.orders, now) : 0,
  };
  // A worker or an instance killed in the middle of an import left it unfinished; the others take it back out.
  if (jobs.undoStalledImports) await jobs.undoStalledImports(now);
  await jobs.database.refreshPlannerStatistics();
  return done;
}

/** Runs a round a minute after start and then every hour, until stopped; a failed round is logged and the next one tries again. */
export function scheduleHousekeeping(jobs: Housekeeping, clock: Clock, log: FastifyBaseLogger): () => void {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    runHousekeeping(jobs, clock.now())
      .then(({ purged, swept, settled }) => {
        if (purged + swept + settled > 0)
          log.info({ purged, swept, settled }, 'housekeeping: deleted accounts purged, unused uploads swept, unpaid orders settled');
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
