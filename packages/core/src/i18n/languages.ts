import dayjs from 'dayjs';
import arLocale from 'dayjs/locale/ar.js';
import zhCnLocale from 'dayjs/locale/zh-cn.js';

export const LANGUAGES = ['zh', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
/** Arabic is partly translated; what it lacks is shown in English. */
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Text direction of the page for a language. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The page's `lang` attribute value. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : language;
}

// Registering the locales here (instead of in each client) keeps dates identical on every platform.
dayjs.locale(zhCnLocale, undefined, true);
dayjs.locale(arLocale, undefined, true);

const DAYJS_LOCALES: Record<Language, string> = { zh: zhCnLocale.name, en: 'en', ar: arLocale.name };

/** The dayjs locale name for a language (zh-cn, en, ar), registered and ready to use. */
export function dayjsLocale(language: Language): string {
  return DAYJS_LOCALES[language];
}

/**
 * How the clients start i18next, apart from which texts it is given: Chinese until the saved language
 * is applied, English where a text is missing. The texts given are in memory, so it starts at once.
 */
export const I18NEXT_SETTINGS = {
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  initAsync: false,
};
