import zlib from 'node:zlib';

/**
 * Smaller answers are kept and sent as they are: gzip's own 20 bytes and its work would outweigh what it saves. A
 * month page's 45 KB take ≈ 0.1 ms at the fastest level and shrink several times over, so the same memory keeps
 * several times the answers, a kept one is opened and written in a fraction of the time, and a phone downloads a
 * fraction of the bytes.
 */
const GZIP_FROM_BYTES = 1024;

/**
 * An answer already made into JSON, sent as it is (http/restful.ts). A large one is gzipped once when it is made
 * (`gzipped`, items/list-answers.ts), kept that way, and sent that way to a client that takes gzip, as browsers and
 * WeChat do. `kept` says it was kept from an earlier request. `T` is the answer it is the JSON of, so its handler
 * still type-checks.
 */
export class SerializedAnswer<T = unknown> {
  declare readonly answerType: T;

  constructor(
    readonly body: Buffer,
    readonly gzipped: boolean,
    readonly kept: boolean,
    /** The JSON `body` was gzipped from, when it was just made: not unzipped again for a client without gzip. */
    private readonly plain?: Buffer,
  ) {}

  /** An answer's JSON as sent: gzipped at the fastest level when large (see GZIP_FROM_BYTES). */
  static of(json: Buffer): SerializedAnswer {
    if (json.length < GZIP_FROM_BYTES) return new SerializedAnswer(json, false, false);
    return new SerializedAnswer(zlib.gzipSync(json, { level: zlib.constants.Z_BEST_SPEED }), true, false, json);
  }

  /** The JSON itself, for a client that does not take gzip. */
  json(): Buffer {
    return this.plain ?? (this.gzipped ? zlib.gunzipSync(this.body) : this.body);
  }
}
