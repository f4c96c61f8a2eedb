import type { Resource } from './en';

type StripPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${StripPlural<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The key of a user-visible text, e.g. `editor.contentEmpty`. Rules answer with
 * these keys (never with text) so each client shows the message in its language.
 */
export type MessageKey = Paths<Resource>;

/** A message a rule produces: its key and the values the text interpolates. */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export function message(key: MessageKey, params?: Record<string, string | number>): Message {
  return params ? { key, params } : { key };
}
