import { z } from 'zod';
import { wireDateSchema } from './date';
import { lazySchema } from './lazy-schema';

/** sharedStatus values stored on a record: 0 private, 2 public. */
export const SHARED_STATUS = { private: 0, public: 2 } as const;

export const sharedFieldsSchema = {
  sharedStatus: lazySchema(() => z.union([z.literal(SHARED_STATUS.private), z.literal(SHARED_STATUS.public)]).optional()),
  sharedDatetime: lazySchema(() => wireDateSchema.nullable().optional()),
};
