/**
 * A streamed answer's lines (application/x-ndjson): one JSON value a line. A line is written in ASCII, every other
 * character escaped (\u4f60), so a platform can turn any piece of bytes into text without a UTF-8 decoder that
 * carries a character cut between pieces (WeChat's chunked request gives bytes and has no TextDecoder).
 */
export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

/** Gathers streamed text and hands over each whole line's value as it completes (a line cut between pieces waits for its end). */
export function jsonLineSplitter(onValue: (value: unknown) => void): { push(text: string): void; end(): void } {
  let pending = '';
  const take = (line: string) => {
    if (line.trim()) onValue(JSON.parse(line));
  };
  return {
    push(text) {
      const lines = (pending + text).split('\n');
      pending = lines.pop()!;
      for (const line of lines) take(line);
    },
    end() {
      take(pending);
      pending = '';
    },
  };
}

/** A piece of a streamed answer's bytes as text: its lines are ASCII (jsonLine), so each byte is a character. */
export function asciiText(bytes: Uint8Array): string {
  let text = '';
  // In slices: spreading a large piece into one call would pass more arguments than an engine takes.
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}
