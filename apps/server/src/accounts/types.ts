export type { Database } from '../db/database';
export type { Queryable } from '../items/repository';
