import { DEFAULT_LANGUAGE, htmlLang, I18NEXT_SETTINGS, LANGUAGES, textDirection, zh, type Language, type Message, type MessageKey } from '@diary/core';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

// The texts live in @diary/core (one fact in one place); this only hands them to i18next. Chinese, the
// default, is in the first load; another language's texts are fetched when it is first applied.

/** Starts i18next with Chinese. main.tsx runs it in a task of its own, after the store is made and before the first draw. */
export function startTexts(): void {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({ ...I18NEXT_SETTINGS, resources: { zh: { translation: zh } }, partialBundledLanguages: true });
}

/** Fetches the other languages' texts (English and Arabic, 7 KB) the first time one is applied. */
async function loadTexts(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18next.hasResourceBundle(language, 'translation')) return;
  const { resources } = await import('@diary/core/texts');
  for (const other of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) i18next.addResourceBundle(other, 'translation', resources[other].translation);
}

export const i18n = i18next;

/**
 * The texts already made, by language, key and parameters. i18next makes each text anew (finding the key, the plural
 * rule, the interpolation) and a screen asks for the same few many times over (the archive's 36 month counts, each
 * row's labels, on every draw): on a slow phone that was a quarter of the archive's first draw (docs/benchmarks.md,
 * "Each list answer checked by its own class; texts made once"). Kept for the language shown, up to a bound.
 */
const made = new Map<string, string>();
const MADE_MOST = 4_000;
i18next.on('languageChanged', () => made.clear());
i18next.on('added', () => made.clear());

function text(key: string, params?: Record<string, unknown>): string {
  const id = params ? `${i18next.language}\u0000${key}\u0000${JSON.stringify(params)}` : `${i18next.language}\u0000${key}`;
  let found = made.get(id);
  if (found === undefined) {
    found = i18next.t(key, params);
    if (made.size >= MADE_MOST) made.clear();
    made.set(id, found);
  }
  return found;
}

/** A store message ({ key, params }) in the current language. */
export function translate(m: Message | string): string {
  // A title that is a name (a place's, a person's) is shown as it is.
  if (typeof m === 'string') return m;
  // The store's messages (its toasts) may come before main.tsx has started the texts, which the screens never do.
  startTexts();
  return text(m.key, m.params as Record<string, unknown> | undefined);
}

let wanted: Language | undefined;

/** Applies a language to i18next and the page, once its texts are here: `lang`, and right-to-left for Arabic. */
export async function applyLanguage(language: Language): Promise<void> {
  wanted = language;
  await loadTexts(language);
  // A later choice made while these texts were on their way wins.
  if (wanted !== language) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = textDirection(language);
}

/** `t` typed by the core's message keys; the component draws again when the language changes. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  useTranslation();
  return text;
}
