import { describe, expect, it } from 'vitest';
import { askDiary, type AskLine } from '../contract/assistant';
import { createApiClient, SESSION_HEADER } from './client';
import { asciiText, jsonLine } from './json-lines';
import type { StreamingTransport, TransportRequest } from './transport';

/** A platform that hands over an answer in the given pieces, telling the status before them or (as WeChat does) after. */
function scripted(statusCode: number, pieces: string[], statusLast = false): { transport: StreamingTransport; sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  const transport: StreamingTransport = (request, reader) => {
    sent.push(request);
    const finished = (async () => {
      await Promise.resolve();
      if (!statusLast) reader.started(statusCode);
      for (const piece of pieces) reader.text(piece);
      if (statusLast) reader.started(statusCode);
    })();
    return { finished, cancel() {} };
  };
  return { transport, sent };
}

const client = (transport: StreamingTransport) =>
  createApiClient({
    baseUrl: 'http://diary.test/api/',
    transport: async () => ({ statusCode: 500, data: undefined }),
    streamingTransport: transport,
    getSessionToken: () => 't1',
  });

async function linesOf(transport: StreamingTransport): Promise<AskLine[]> {
  const lines: AskLine[] = [];
  await client(transport).stream(askDiary, { question: '小林?' }, (line) => lines.push(line), 1000).finished;
  return lines;
}

const ANSWER: AskLine[] = [{ diaries: [{ n: 1, id: 'd1', day: '2026-11-20', title: '湖边' }] }, { text: '你们在湖边散步 [1]' }, { done: true, cited: ['d1'] }];
const WIRE = ANSWER.map(jsonLine).join('');

describe('an answer read as it streams', () => {
  it('is written as ASCII lines that read back whole, whatever bytes a piece ends on', async () => {
    expect(WIRE).toMatch(/^[\x20-\x7e\n]*$/);
    const bytes = new TextEncoder().encode(WIRE);
    expect(asciiText(bytes)).toBe(WIRE);
    const pieces = Array.from({ length: Math.ceil(WIRE.length / 7) }, (_, i) => WIRE.slice(i * 7, i * 7 + 7));
    expect(await linesOf(scripted(200, pieces).transport)).toEqual(ANSWER);
    // WeChat's chunked request says the status only once the answer has ended.
    expect(await linesOf(scripted(200, pieces, true).transport)).toEqual(ANSWER);
  });

  it('sends the payload itself as the body, with the session, to the contract path', async () => {
    const { transport, sent } = scripted(200, [WIRE]);
    await linesOf(transport);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'http://diary.test/api/assistant/ask', data: { question: '小林?' }, timeoutMs: 1000 });
    expect(sent[0]!.headers[SESSION_HEADER]).toBe('t1');
  });

  it("rejects with the contract's code on a refusal, and with status 0 when no answer came", async () => {
    await expect(linesOf(scripted(429, [JSON.stringify({ code: 1016, error: 'At most 50 questions a day' })]).transport)).rejects.toEqual({
      statusCode: 429,
      code: 1016,
      errMsg: 'At most 50 questions a day',
    });
    const down: StreamingTransport = () => ({ finished: Promise.reject(new Error('network is down')), cancel() {} });
    await expect(linesOf(down)).rejects.toEqual({ statusCode: 0, errMsg: 'network is down' });
  });

  it('rejects a line that is not the contract, and a payload that does not fit before sending it', async () => {
    await expect(linesOf(scripted(200, [jsonLine({ surprise: true })]).transport)).rejects.toMatchObject({ statusCode: 200 });
    await expect(linesOf(scripted(200, ['{"text": "cut']).transport)).rejects.toMatchObject({ statusCode: 200 });
    const { transport, sent } = scripted(200, [WIRE]);
    expect(() => client(transport).stream(askDiary, { question: '' }, () => {}, 1000)).toThrow();
    expect(sent).toEqual([]);
  });
});
