import { z } from 'zod';
import type { ClassName } from './class-names';
import { objectIdSchema } from './object-id';

/** A reference to a record of another class, as it travels on the wire. */
export interface Pointer<C extends ClassName = ClassName> {
  __type: 'Pointer';
  className: C;
  objectId: string;
}

export function pointer<C extends ClassName>(className: C, objectId: string): Pointer<C> {
  return { __type: 'Pointer', className, objectId };
}

export function isPointer(value: unknown): value is Pointer {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Pointer).__type === 'Pointer' &&
    typeof (value as Pointer).className === 'string' &&
    typeof (value as Pointer).objectId === 'string'
  );
}

/** A reference's record when the answer included it; undefined when it is a bare pointer. */
export function includedRecord<T extends { objectId: string }>(ref: T | null | undefined): Exclude<T, { __type: 'Pointer' }> | undefined {
  return ref && !isPointer(ref) ? (ref as Exclude<T, { __type: 'Pointer' }>) : undefined;
}

/** The id a pointer or an included record refers to; undefined for anything else. */
export function pointerId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { objectId?: unknown }).objectId;
  return typeof id === 'string' ? id : undefined;
}

export function pointerSchema<C extends ClassName>(className: C) {
  return z.strictObject({
    __type: z.literal('Pointer'),
    className: z.literal(className),
    objectId: objectIdSchema,
  });
}
