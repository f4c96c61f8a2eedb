export interface RealServer {
  url: string;
  dataDir: string;
  /** A request as a client makes it (set-up that is not under test); anything but 200 throws. */
  api(token: string | null, type: string, payload?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** A JPEG uploaded as the app does (upload token, the storage's form post, the file record); its record id and storage key. */
  uploadPhoto(token: string, file: string): Promise<{ objectId: string; key: string }>;
  /** The last sign-in code the server sent to a phone (its test outbox). */
  lastCode(phone: string): string | undefined;
  /**
   * Moves the sign-in codes sent to `phone` `ms` earlier in the server's database, as if that time had passed since:
   * a test that needs a phone's next code skips the server's wait between codes this way. Returns how many moved.
   */
  codesSentEarlier(phone: string, ms: number): number;
  /** Moves a shared record's start `ms` into the past (the table: diaries, tags…), as a wait would: a share lives a day from its start. */
  sharedEarlier(table: string, objectId: string, ms: number): void;
  /** Stored media objects on disk (what a save left behind). */
  storedObjects(): string[];
  close(): Promise<void>;
}

/** The real, built server in its own process on a loopback port, over a fresh embedded database. */
export function startRealServer(options?: { env?: Record<string, string> }): Promise<RealServer>;
