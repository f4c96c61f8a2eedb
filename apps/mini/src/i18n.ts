import { type Message, type MessageKey } from '@diary/core';
import { I18NEXT_OPTIONS } from '@diary/core/texts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

// The texts live in @diary/core (one fact in one place); this only hands them to i18next.
void i18next.use(initReactI18next).init(I18NEXT_OPTIONS);

export const i18n = i18next;

/** A store message ({ key, params }) in the current language. */
export function translate(m: Message | string): string {
  // A title that is a name (a place's, a person's) is shown as it is.
  if (typeof m === 'string') return m;
  return i18next.t(m.key, m.params as Record<string, unknown>);
}

/** `t` typed by the core's message keys. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return (key, params) => t(key, params as Record<string, unknown>);
}
