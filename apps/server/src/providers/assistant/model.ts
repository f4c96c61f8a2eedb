import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import type { AssistantConfig } from '../../assistant-config';
import { ServiceUnavailable } from '../vendor-http';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * How long the model service may take. A model on the server's own machine may first have to load (tens of seconds),
 * then writes its answer a piece at a time; embeddings are one request.
 */
export interface ModelTimeouts {
  firstPieceMs: number;
  betweenPiecesMs: number;
  embeddingsMs: number;
}
export const MODEL_TIMEOUTS: ModelTimeouts = { firstPieceMs: 60_000, betweenPiecesMs: 30_000, embeddingsMs: 30_000 };

/** A streamed chunk of a chat completion: only the text of its first choice is read. */
const chunkSchema = z.object({ choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })) });
const embeddingsSchema = z.object({ data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })) });

/**
 * The assistant's model, over the OpenAI-compatible HTTP API (`/chat/completions` streamed as server-sent events,
 * `/embeddings`) that Ollama, llama.cpp's server, vLLM, DeepSeek and DashScope's compatible mode all speak. Only what
 * a caller passes is sent; no error this throws carries what was sent or answered (it may be a diary's text), so none
 * reaches the log.
 */
export class AssistantModel {
  constructor(
    private readonly config: Extract<AssistantConfig, { kind: 'openai-compatible' }>,
    private readonly timeouts: ModelTimeouts = MODEL_TIMEOUTS,
  ) {}

  /** The embeddings model's name, when one is configured (the meaning of texts can then be compared). */
  get embeddingsModel(): string | undefined {
    return this.config.embeddingsModel;
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      ...(this.config.key ? { authorization: `Bearer ${this.config.key}` } : {}),
    };
  }

  /**
   * The answer to `messages`, a piece at a time as the model writes it. `signal` stops it (the person left): the
   * request to the model is cancelled and the abort's error thrown. A service that is down, refuses, goes quiet for
   * too long or stops mid-answer throws ServiceUnavailable.
   */
  async *chat(messages: readonly ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
    const stop = new AbortController();
    let quiet: NodeJS.Timeout | undefined;
    const wait = (ms: number) => {
      clearTimeout(quiet);
      quiet = setTimeout(() => stop.abort(new ServiceUnavailable(`The assistant's model service said nothing for ${ms / 1000} s`)), ms);
    };
    const leave = () => stop.abort(signal?.reason);
    signal?.addEventListener('abort', leave, { once: true });
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      signal?.throwIfAborted();
      wait(this.timeouts.firstPieceMs);
      const response = await this.post('/chat/completions', { model: this.config.chatModel, messages, stream: true }, stop.signal);
      if (!response.body) throw new ServiceUnavailable("The assistant's model service answered without a body");
      reader = response.body.getReader();
      const pieces: string[] = [];
      let done = false;
      let unreadable = false;
      const parser = createParser({
        onEvent: (event) => {
          if (event.data === '[DONE]') return void (done = true);
          let chunk: unknown;
          try {
            chunk = JSON.parse(event.data);
          } catch {
            return void (unreadable = true);
          }
          const parsed = chunkSchema.safeParse(chunk);
          if (!parsed.success) return void (unreadable = true);
          const text = parsed.data.choices[0]?.delta?.content;
          if (text) pieces.push(text);
        },
      });
      const decoder = new TextDecoder();
      while (!done) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        wait(this.timeouts.betweenPiecesMs);
        parser.feed(decoder.decode(value, { stream: true }));
        if (unreadable) throw new ServiceUnavailable("The assistant's model service answered something that is not a chat completion");
        yield* pieces.splice(0);
      }
      if (!done) throw new ServiceUnavailable("The assistant's model service stopped mid-answer");
    } catch (error) {
      throw signal?.aborted ? signal.reason : stop.signal.aborted ? stop.signal.reason : unreachable(error);
    } finally {
      clearTimeout(quiet);
      signal?.removeEventListener('abort', leave);
      // Closes the connection when the answer was left unfinished: the model stops writing it.
      await reader?.cancel().catch(() => undefined);
    }
  }

  /** Each text's embedding, in order. Throws ServiceUnavailable as chat does. */
  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    if (!this.config.embeddingsModel) throw new Error('No embeddings model is configured');
    const timeout = AbortSignal.timeout(this.timeouts.embeddingsMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const response = await this.post('/embeddings', { model: this.config.embeddingsModel, input: texts }, both);
      const answer = embeddingsSchema.safeParse(await response.json());
      if (!answer.success || answer.data.data.length !== texts.length)
        throw new ServiceUnavailable("The assistant's model service answered something that is not embeddings");
      return [...answer.data.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    } catch (error) {
      if (timeout.aborted) throw new ServiceUnavailable(`The assistant's model service gave no embeddings within ${this.timeouts.embeddingsMs / 1000} s`);
      throw signal?.aborted ? signal.reason : unreachable(error);
    }
  }

  private async post(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
    const response = await fetch(`${this.config.baseUrl}${path}`, { method: 'POST', headers: this.headers(), body: JSON.stringify(body), signal });
    if (!response.ok) {
      // Its body is not read into the error: a service may quote what it was sent.
      await response.body?.cancel();
      throw new ServiceUnavailable(`The assistant's model service answered ${response.status}`);
    }
    return response;
  }
}

/** An error of the request itself (refused, reset, not JSON) as the service being unavailable. */
const unreachable = (error: unknown) =>
  error instanceof ServiceUnavailable ? error : new ServiceUnavailable(`The assistant's model service could not be reached (${(error as Error).name})`);
