import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Message } from '@diary/core';
import { I18NEXT_OPTIONS } from '@diary/core/texts';
import i18next, { type TFunction } from 'i18next';
import Negotiator from 'negotiator';

const translators = new Map<Language, TFunction>();

/** The texts of one language, as the clients show them (the same resources and fallback). */
export function textsOf(language: Language): (m: Message) => string {
  let t = translators.get(language);
  if (!t) {
    const instance = i18next.createInstance();
    // The texts are in memory: init is synchronous (initAsync false), so `t` works at once.
    void instance.init({ ...I18NEXT_OPTIONS, lng: language });
    t = instance.t.bind(instance);
    translators.set(language, t);
  }
  const translate = t;
  return (m) => translate(m.key, m.params as Record<string, unknown>);
}

/** The language a request's Accept-Language prefers among the product's, else the default (Chinese). */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...LANGUAGES]);
  return (best as Language | undefined) ?? DEFAULT_LANGUAGE;
}
