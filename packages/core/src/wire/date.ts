import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A point in time as it travels on the wire. `iso` is ISO-8601 in UTC. */
export interface WireDate {
  __type: 'Date';
  iso: string;
}

export function encodeDate(date: Date): WireDate {
  return { __type: 'Date', iso: date.toISOString() };
}

/** Accepts a wire date, an ISO string or a Date; anything unreadable is undefined. */
export function decodeDate(value: WireDate | string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value : value.iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function isWireDate(value: unknown): value is WireDate {
  return typeof value === 'object' && value !== null && (value as WireDate).__type === 'Date' && typeof (value as WireDate).iso === 'string';
}

export const isoDateTimeSchema = lazySchema(() => z.iso.datetime({ offset: true }));

export const wireDateSchema = lazySchema(() =>
  z.strictObject({
    __type: z.literal('Date'),
    iso: isoDateTimeSchema,
  }),
);
