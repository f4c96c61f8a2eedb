export { en, type Resource, type PartialResource } from './en';
export { zh } from './zh';
export { ar } from './ar';
export * from './languages';
export * from './message-key';
