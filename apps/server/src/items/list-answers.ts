import cluster from 'node:cluster';
import { LRUCache } from 'lru-cache';
import type { UserCipher } from '../encryption/user-cipher';
import { SerializedAnswer } from '../serialized-answer';

/** A message the primary process passes from the worker that sends it to every other worker (workers.ts). */
export const TO_OTHER_WORKERS = 'toOtherWorkers';

/** An answer as kept: sealed, with the version of the data key it was sealed under, and whether it is gzipped. */
interface Kept {
  keyVersion: number;
  sealed: Buffer;
  gzipped: boolean;
}

/** An answer's bytes as kept and sent (gzipped when large: SerializedAnswer.of). */
function serialized(answer: unknown): { json: Buffer; body: Buffer; gzipped: boolean } {
  const json = Buffer.from(JSON.stringify(answer));
  const { body, gzipped } = SerializedAnswer.of(json);
  return { json, body, gzipped };
}

/** A kept answer as one worker passes it to the others. */
interface SharedAnswer extends Kept {
  [TO_OTHER_WORKERS]: true;
  key: string;
}

/**
 * Answers to list requests (a month's page, a place's diaries, a search), kept in this process's memory
 * between requests. A person reads the same pages again and again (the month, a diary, back to the month),
 * and a page costs nine statements, decryption of every text, and JSON; answered from here it costs one
 * decryption.
 *
 * Kept by the user, the version of the user's records the request found (`users.itemsVersion`, which the
 * database moves on every write to them), and the request: after any write the next request finds a newer
 * version, so an answer from before it is never given again; the old ones leave as the least recently used.
 * Nothing here needs to agree between workers or instances: each keeps its own, under the same versions. The
 * workers of one server pass each answer they make to the others (`shareBetweenWorkers`): a person's requests
 * land on any of them, and a page made by one need not be made again by each.
 *
 * What people wrote stays sealed here too: an answer is kept sealed under the user's data key, as its records
 * are in the database, and opened for each request with the keys that request unwrapped (the encryption
 * decision: no opened text and no key outlives a request).
 */
export class ListAnswers {
  private readonly kept: LRUCache<string, Kept> | undefined;

  /** Told of each answer this process makes and keeps. */
  private made: ((key: string, kept: Kept) => void) | undefined;

  constructor(maxBytes: number) {
    this.kept =
      maxBytes > 0 ? new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (k, key) => k.sealed.length + key.length * 2 + 64 }) : undefined;
  }

  /**
   * In a worker of several (workers.ts), each answer this one makes is sent to the others, through the primary
   * process, and kept there as theirs: sealed, as it is kept here. Elsewhere nothing is shared.
   */
  shareBetweenWorkers(): void {
    if (!cluster.isWorker || !this.kept) return;
    const kept = this.kept;
    const share = (message: SharedAnswer) =>
      // Not delivered when the primary is going away: the others make the page themselves, as before.
      process.send?.(message, undefined, undefined, () => undefined);
    this.made = (key, answer) => share({ [TO_OTHER_WORKERS]: true, key, ...answer });
    process.on('message', (message: Partial<SharedAnswer> | null) => {
      if (
        !message?.[TO_OTHER_WORKERS] ||
        typeof message.key !== 'string' ||
        typeof message.keyVersion !== 'number' ||
        !(message.sealed instanceof Uint8Array) ||
        typeof message.gzipped !== 'boolean'
      )
        return;
      const sealed = message.sealed;
      kept.set(message.key, {
        keyVersion: message.keyVersion,
        sealed: Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength),
        gzipped: message.gzipped,
      });
    });
  }

  /**
   * The answer to `request` of the user whose records were at `version`: the one kept, or `make`'s, kept
   * for the next time (a user with no data key yet has written nothing to keep).
   */
  async answer<T>(cipher: UserCipher, version: number, request: unknown, make: () => Promise<T>): Promise<SerializedAnswer<T>> {
    const name = `${version}\u0000${JSON.stringify(request)}`;
    const key = `${cipher.userId}\u0000${name}`;
    const found = this.kept?.get(key);
    const opened = found && cipher.openAnswer(name, found);
    if (opened) return new SerializedAnswer(opened, found.gzipped, true);
    const { json, body, gzipped } = serialized(await make());
    const sealed = this.kept && cipher.sealAnswer(name, body);
    if (sealed && this.kept) {
      const answer = { ...sealed, gzipped };
      this.kept.set(key, answer);
      this.made?.(key, answer);
    }
    return new SerializedAnswer(body, gzipped, false, json);
  }
}
