import zlib from 'node:zlib';

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

  /** The JSON itself, for a client that does not take gzip. */
  json(): Buffer {
    return this.plain ?? (this.gzipped ? zlib.gunzipSync(this.body) : this.body);
  }
}
