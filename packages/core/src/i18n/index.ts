export type { Resource, PartialResource } from './en';
export { zh } from './zh';
export * from './languages';
export * from './message-key';
