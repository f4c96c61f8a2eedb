// A fake of the OpenAI-compatible HTTP API (what Ollama, llama.cpp's server, vLLM, DeepSeek and DashScope's
// compatible mode speak) on loopback, for tests: the server's real adapter runs against it.
//
// Written from the API's documentation, not from the adapter: POST /v1/chat/completions answers a chat completion,
// or with `stream: true` server-sent events (`data: {chunk}` lines, each chunk's `choices[0].delta.content`, then
// `data: [DONE]`); POST /v1/embeddings answers `{ data: [{ index, embedding }], model }` for a string or a list of
// them. A key, when the fake has one, is checked as `Authorization: Bearer {key}` (401 otherwise, as the services
// answer). Every request is recorded, and a test can make the next ones fail, be slow, or stop mid-stream.
import { createHash } from 'node:crypto';
import http from 'node:http';

/** Words of a text, as the fake's embeddings see them: runs of letters or digits, and each Han character. */
const words = (text) =>
  String(text)
    .toLowerCase()
    .match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? [];

/**
 * A text's embedding: its words hashed into `dimensions` buckets, scaled to length 1. Texts sharing words point the
 * same way, so the nearest ones are those with most words in common — enough for tests of "related" and retrieval.
 */
export function fakeEmbedding(text, dimensions, synonyms = {}) {
  const vector = new Array(dimensions).fill(0);
  for (const word of words(text).map((w) => synonyms[w] ?? w)) vector[createHash('sha256').update(word).digest().readUInt32BE(0) % dimensions] += 1;
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/** The default answer: which numbered diaries the question came with (lines starting "[n] ", as a prompt numbers them). */
const defaultAnswer = (messages) => {
  const cited = [
    ...messages
      .map((m) => String(m.content))
      .join('\n')
      .matchAll(/^\[(\d+)\] /gm),
  ].map((m) => m[1]);
  return cited.length > 0 ? `From your diaries [${cited.join('] [')}].` : 'Nothing in your diaries says.';
};

/**
 * Starts the fake on a free loopback port. `key`: the key it wants (none: any request is let in); `dimensions`: of
 * its embeddings; `synonyms`: words its embeddings take for another (`{ egrets: 'bird' }`), as a real model knows
 * words that mean alike; `refuses(input)`: an input its embeddings refuse, as a real model refuses one too long for
 * it (the whole request is answered 400); `answer(messages, body)`: a chat's answer text.
 */
export async function startFakeOpenAi({ key, dimensions = 64, synonyms = {}, refuses = () => false, answer = defaultAnswer, chunkSize = 8 } = {}) {
  const requests = [];
  /** How the next requests go wrong, until `behave({})`. */
  let trouble = {};
  /** Connections the fake saw closed by the client before it finished answering. */
  let clientsGone = 0;

  const send = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response, status, message, type) => send(response, status, { error: { message, type, code: null } });

  async function stream(request, response, text, model) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const id = `chatcmpl-${requests.length}`;
    const chunk = (delta, finish = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    const parts = Array.from({ length: Math.ceil(text.length / chunkSize) }, (_, i) => text.slice(i * chunkSize, (i + 1) * chunkSize));
    for (const [i, part] of parts.entries()) {
      if (response.destroyed) return;
      if (trouble.cutAfterChunks !== undefined && i >= trouble.cutAfterChunks) {
        // The connection closes after what was sent, without the stream's end: as a service that fell over.
        response.socket?.end();
        return;
      }
      if (trouble.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, trouble.chunkDelayMs));
      response.write(chunk({ content: part }));
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (part) => (raw += part));
    response.on('close', () => {
      if (!response.writableFinished) clientsGone += 1;
    });
    request.on('end', async () => {
      let body;
      try {
        body = JSON.parse(raw || 'null');
      } catch {
        return error(response, 400, 'The body is not JSON', 'invalid_request_error');
      }
      requests.push({ path: request.url, authorization: request.headers.authorization, body });
      if (key && request.headers.authorization !== `Bearer ${key}`) return error(response, 401, 'Incorrect API key provided', 'invalid_request_error');
      if (trouble.status) return error(response, trouble.status, 'The fake was told to fail', 'server_error');
      if (trouble.delayMs) await new Promise((resolve) => setTimeout(resolve, trouble.delayMs));
      if (response.destroyed) return;

      if (request.method === 'POST' && request.url === '/v1/embeddings') {
        const inputs = typeof body?.input === 'string' ? [body.input] : Array.isArray(body?.input) ? body.input : undefined;
        if (!body?.model || !inputs) return error(response, 400, 'model and input are required', 'invalid_request_error');
        if (inputs.some((input) => refuses(String(input)))) return error(response, 400, 'an input is too long for the model', 'invalid_request_error');
        return send(response, 200, {
          object: 'list',
          model: body.model,
          data: inputs.map((input, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(input, dimensions, synonyms) })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        });
      }
      if (request.method === 'POST' && request.url === '/v1/chat/completions') {
        if (!body?.model || !Array.isArray(body.messages)) return error(response, 400, 'model and messages are required', 'invalid_request_error');
        const text = answer(body.messages, body);
        if (body.stream) return stream(request, response, text, body.model);
        return send(response, 200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        });
      }
      error(response, 404, `No route ${request.method} ${request.url}`, 'invalid_request_error');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    /** The base URL as a server is configured with it (…/v1). */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get clientsGone() {
      return clientsGone;
    },
    /** How the next requests go: `status` (answered as an error), `delayMs` (before answering), `chunkDelayMs`, `cutAfterChunks`. */
    behave(next) {
      trouble = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
