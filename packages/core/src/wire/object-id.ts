import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const OBJECT_ID_MAX_LENGTH = 64;

/** Record ids: letters, digits, `_` and `-` only, so an id is safe in a URL, a file name and a log line. */
export const objectIdSchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(OBJECT_ID_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'objectId may hold only letters, digits, _ and -'),
);
