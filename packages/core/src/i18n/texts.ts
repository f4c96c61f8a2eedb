import { ar } from './ar';
import { en } from './en';
import { arabicWithEnglish } from './english-in-arabic';
import { I18NEXT_SETTINGS } from './languages';
import { zh } from './zh';

// Every language's texts, apart from the package's index: the web app has Chinese in its first load
// (the index exports it) and fetches this module only when another language is chosen.

export { ar, en };

/** Resources in the shape i18next takes: `i18next.init({ resources, fallbackLng: FALLBACK_LANGUAGE })`. */
export const resources = {
  zh: { translation: zh },
  en: { translation: en },
  ar: { translation: arabicWithEnglish(en, ar) },
} as const;

/** i18next with every language's texts in memory, as the mini program and the server start it. */
export const I18NEXT_OPTIONS = { ...I18NEXT_SETTINGS, resources };
