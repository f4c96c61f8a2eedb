import type { FastifyBaseLogger } from 'fastify';
import type { DiaryEmbeddings } from './embeddings';

/** How soon the next round runs: at once while diaries wait, every few seconds when none does, a minute after a failure. */
const NEXT_MS = { busy: 100, idle: 3000, failed: 60_000 } as const;
/** How often rows of deleted or private diaries are swept (a scan of every row). */
const DROP_STALE_MS = 10 * 60_000;

/**
 * Runs the embeddings' rounds in the background until stopped: a diary saved is embedded within a few seconds. A
 * model service that fails is left alone for a minute; what is logged of it never has a diary's text (model.ts).
 */
export function runEmbeddingRounds(embeddings: DiaryEmbeddings, log: FastifyBaseLogger): () => void {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let droppedAt = 0;
  const next = (ms: number) => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void round(), ms);
    timer.unref();
  };
  const round = async () => {
    try {
      const looked = await embeddings.round(stopping.signal);
      if (looked === 0 && Date.now() - droppedAt > DROP_STALE_MS) {
        droppedAt = Date.now();
        await embeddings.dropStale();
      }
      next(looked > 0 ? NEXT_MS.busy : NEXT_MS.idle);
    } catch (error) {
      if (stopping.signal.aborted) return;
      log.warn({ err: error }, 'the assistant could not embed diaries; trying again in a minute');
      next(NEXT_MS.failed);
    }
  };
  next(NEXT_MS.busy);
  return () => {
    stopping.abort();
    clearTimeout(timer);
  };
}
