// The user agreement and the privacy policy: long texts, in an entry point of their own
// (@diary/core/legal) so clients load them only when one is opened.
export * from './document';
export { AGREEMENT } from './agreement';
export { POLICY } from './policy';
