import { describe, expect, it } from 'vitest';
import { decodeDate, encodeDate, isWireDate, wireDateSchema } from './date';
import { isPointer, pointer, pointerId, pointerSchema } from './pointer';
import { decodeUnicodeEscape, encodeUnicodeEscape, isUnicodeEscaped, UNICODE_ESCAPE_MARKER } from './unicode-escape';

describe('Pointer codec', () => {
  it('encodes a reference as {__type: Pointer, className, objectId}', () => {
    expect(pointer('tag', 't1')).toEqual({ __type: 'Pointer', className: 'tag', objectId: 't1' });
    expect(isPointer(pointer('tag', 't1'))).toBe(true);
    expect(isPointer({ objectId: 't1' })).toBe(false);
  });

  it('reads the id of a pointer or of an included record', () => {
    expect(pointerId(pointer('status', 's1'))).toBe('s1');
    expect(pointerId({ objectId: 's1', name: 'happy' })).toBe('s1');
    expect(pointerId('s1')).toBeUndefined();
  });

  it('the schema takes only a pointer of its class with a safe id', () => {
    const schema = pointerSchema('tag');
    expect(schema.safeParse(pointer('tag', 't_1-A')).success).toBe(true);
    expect(schema.safeParse(pointer('people', 't1')).success).toBe(false);
    expect(schema.safeParse(pointer('tag', "t1' OR 1=1")).success).toBe(false);
    expect(schema.safeParse({ ...pointer('tag', 't1'), extra: 1 }).success).toBe(false);
  });
});

describe('Date codec', () => {
  it('encodes a moment as {__type: Date, iso} in UTC and decodes it back', () => {
    const at = new Date('2026-11-21T10:00:00+08:00');
    expect(encodeDate(at)).toEqual({ __type: 'Date', iso: '2026-11-21T02:00:00.000Z' });
    expect(decodeDate(encodeDate(at))).toEqual(at);
    expect(isWireDate(encodeDate(at))).toBe(true);
  });

  it('decodes ISO strings and Dates, and nothing unreadable', () => {
    expect(decodeDate('2026-11-21T02:00:00.000Z')?.toISOString()).toBe('2026-11-21T02:00:00.000Z');
    expect(decodeDate({ __type: 'Date', iso: 'not a date' })).toBeUndefined();
    expect(decodeDate(null)).toBeUndefined();
  });

  it('the schema refuses a date that is not ISO-8601', () => {
    expect(wireDateSchema.safeParse({ __type: 'Date', iso: '2026-11-21T02:00:00.000Z' }).success).toBe(true);
    expect(wireDateSchema.safeParse({ __type: 'Date', iso: '21/11/2026' }).success).toBe(false);
  });
});

describe('the unicode-escape marker of titles and content', () => {
  it('the empty string stays empty', () => {
    expect(encodeUnicodeEscape('')).toBe('');
    expect(decodeUnicodeEscape('')).toBe('');
  });

  it('encodes non-ASCII as \\uXXXX behind the marker and decodes it back', () => {
    const encoded = encodeUnicodeEscape('今天 😀!');
    expect(encoded).toBe(`${UNICODE_ESCAPE_MARKER}\\u4eca\\u5929 \\ud83d\\ude00!`);
    expect(isUnicodeEscaped(encoded)).toBe(true);
    expect(decodeUnicodeEscape(encoded)).toBe('今天 😀!');
  });

  it('plain text without the marker is shown as it is', () => {
    expect(decodeUnicodeEscape('plain \\u4eca text')).toBe('plain \\u4eca text');
  });

  it.each(['\\u0041 typed by hand', `${UNICODE_ESCAPE_MARKER}starts with the marker`, 'line\nbreaks\r\nand\ttabs', 'مرحبا', '∑ é ß'])(
    'round-trips %j unchanged',
    (text) => {
      expect(decodeUnicodeEscape(encodeUnicodeEscape(text))).toBe(text);
    },
  );
});
