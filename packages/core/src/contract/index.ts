import * as account from './account';
import * as items from './items';
import * as media from './media';
import * as membership from './membership';
import * as shared from './shared';
import * as utils from './utils';
import * as wechat from './wechat';
import type { RequestDefinition } from './define';

export * from './define';
export * from './errors';
export * from './account';
export * from './wechat';
export * from './items';
export * from './media';
export * from './membership';
export * from './shared';
export * from './utils';

const isDefinition = (value: unknown): value is RequestDefinition =>
  typeof value === 'object' && value !== null && 'type' in value && 'payload' in value && 'response' in value && 'example' in value;

/** Every request type of the contract, by its `type`. The server dispatches on this; docs/api.md is generated from it. */
export const REQUESTS: Readonly<Record<string, RequestDefinition>> = Object.fromEntries(
  [account, wechat, items, membership, shared, utils, media].flatMap((module) => Object.values(module).filter(isDefinition)).map((d) => [d.type, d]),
);

/** The request types answered at POST /restful. */
export const RESTFUL_REQUEST_TYPES = Object.values(REQUESTS)
  .filter((d) => d.path === '/restful')
  .map((d) => d.type);
