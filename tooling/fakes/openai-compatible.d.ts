export interface FakeOpenAiRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: any;
}

export interface FakeOpenAiTrouble {
  /** Every request is answered with this error status. */
  status?: number;
  /** Each request waits this long before its answer begins. */
  delayMs?: number;
  /** A stream waits this long before each chunk. */
  chunkDelayMs?: number;
  /** A stream's connection is cut after this many chunks of its text. */
  cutAfterChunks?: number;
}

export interface FakeOpenAi {
  url: string;
  requests: FakeOpenAiRequest[];
  readonly clientsGone: number;
  behave(trouble: FakeOpenAiTrouble): void;
  close(): Promise<void>;
}

export function fakeEmbedding(text: string, dimensions: number, synonyms?: Record<string, string>): number[];

export function startFakeOpenAi(options?: {
  key?: string;
  dimensions?: number;
  /** Words the embeddings take for another, as a real model knows words that mean alike. */
  synonyms?: Record<string, string>;
  /** An input the embeddings refuse (the request is answered 400), as a real model refuses one too long for it. */
  refuses?: (input: string) => boolean;
  answer?: (messages: Array<{ role: string; content: string }>, body: any) => string;
  chunkSize?: number;
}): Promise<FakeOpenAi>;
