import i18next from 'i18next';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../errors/api-errors';
import { ar } from './ar';
import { en } from './en';
import { dayjsLocale, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, htmlLang, textDirection } from './languages';
import { resources } from './texts';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}
const withoutPlural = (key: string) => key.replace(/_(one|other)$/, '');
/** The text at a dotted key (`editor.counter`), or undefined where a partial language lacks it. */
const textAt = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('i18n resources', () => {
  it('zh has every key of en, and no other', () => {
    expect(keys(zh as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('ar is partial: every key it has is a key of en', () => {
    const enKeys = new Set(keys(en as Tree));
    expect(keys(ar as Tree).filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('in Arabic every English text it takes is a left-to-right isolate, so "2 / 3" does not read "3 / 2" nor "1 diary" "diary 1"', () => {
    const arabic = resources.ar.translation;
    const counts = keys(en as Tree).filter((key) => /^\{\{\w+\}\} \/ \{\{\w+\}\}$/.test(textAt(en, key) as string));
    expect(counts).toEqual(['editor.counter', 'preview.counter']);
    for (const key of keys(en as Tree).filter((k) => !/_(one|other)$/.test(k)))
      expect([key, textAt(arabic, key)]).toEqual([key, textAt(ar, key) ?? `\u2066${textAt(en, key)}\u2069`]);
    // Each of Arabic's plural forms, as its rules ask for them.
    expect(['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => textAt(arabic, `list.diaryCount_${form}`))).toEqual([
      '\u2066{{count}} diaries\u2069',
      '\u2066{{count}} diary\u2069',
      '\u2066{{count}} diaries\u2069',
      '\u2066{{count}} diaries\u2069',
      '\u2066{{count}} diaries\u2069',
      '\u2066{{count}} diaries\u2069',
    ]);
  });

  it('no text is empty', () => {
    for (const [lang, tree] of [
      ['zh', zh],
      ['en', en],
      ['ar', ar],
    ] as const) {
      for (const key of keys(tree as Tree)) {
        const value = textAt(tree, key);
        expect([lang, key, typeof value === 'string' && value.trim().length > 0]).toEqual([lang, key, true]);
      }
    }
  });

  it('zh and en use the same interpolation names in each text', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(en as Tree)) {
      expect([key, names(textAt(zh, key) as string)]).toEqual([key, names(textAt(en, key) as string)]);
    }
  });

  it('every message key the rules and the contract use exists in the resources', () => {
    const enKeys = new Set(keys(en as Tree).map(withoutPlural));
    const used = new Set<string>(Object.values(API_ERRORS).map((e) => e.key));
    // Every literal key in the sources: message('x.y'), key: 'x.y', and MessageKey-typed returns.
    const sourceRoot = join(__dirname, '..');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('/i18n/') ? [path] : [];
      });
    const namespaces = Object.keys(en).join('|');
    const pattern = new RegExp(`'((?:${namespaces})\\.[A-Za-z.]+)'`, 'g');
    for (const file of walk(sourceRoot)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('i18next renders them: zh by default, ar with en where it has no text, plurals in en', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: DEFAULT_LANGUAGE, fallbackLng: FALLBACK_LANGUAGE, interpolation: { escapeValue: false } });
    expect(i18n.t('search.empty')).toBe('搜索内容不能为空');
    expect(i18n.t('pro.limitTitle')).toBe('需要升级到 Pro');
    expect(i18n.t('list.diaryCount', { count: 3 })).toBe('3 篇日记');
    await i18n.changeLanguage('en');
    expect(i18n.t('search.empty')).toBe('Search content cannot be empty');
    expect(i18n.t('list.diaryCount', { count: 1 })).toBe('1 diary');
    expect(i18n.t('list.diaryCount', { count: 2 })).toBe('2 diaries');
    expect(i18n.t('editor.photosMax', { max: 15 })).toBe('Up to 15 photos can be uploaded');
    await i18n.changeLanguage('ar');
    expect(i18n.t('login.signIn')).toBe('تسجيل الدخول');
    expect(i18n.t('search.empty')).toBe('\u2066Search content cannot be empty\u2069');
    expect([1, 3, 11].map((count) => i18n.t('list.diaryCount', { count }))).toEqual(['\u20661 diary\u2069', '\u20663 diaries\u2069', '\u206611 diaries\u2069']);
  });

  it("the seeds' own texts are there word for word", () => {
    const texts = JSON.stringify(en);
    for (const text of [
      'Already on the far left',
      'Already on the far right',
      'Delete this photo?',
      'Could not be restored after delete.',
      'Leave this edit page?',
      'Quit abnormally the last time you edited',
      'Up to add {{max}} places',
      'Search content cannot be empty',
      'Can not be empty',
      'Need to upgrade to Pro',
      'Encountered a problem, please try again',
      'server busy, try later',
      'deletion encountered a problem',
      'a problem, try again later',
      'Failed to get current location, location service is temporarily unavailable',
      'Network connection failed',
      'The network is slow, please try again later',
      'The server is down',
      'Click to retry',
      'Action temporarily unavailable',
      'This diary contains sensitive content',
      'No diaries yet',
      'No activities yet',
      'THE END',
      'Loading a new diary',
      'Pull down to refresh',
      'Release loading',
      'Sharing mode cannot be operated yet',
      'Hidden content',
      'Can not be shared temporarily',
      'Coming soon...',
      "Don't send SMS frequently",
      'Need to agree to the user agreement',
      'Please fill in the phone number and verification code',
      'Invalid SMS verification code',
      'Confirm logout?',
      'Logged out',
      'Logined',
      'Binded',
      'Try free for 1 month',
      'Select a day to write',
      'No stories yet',
      'No people yet',
      'Search stories',
      'Search people',
      'Display on the main page',
      'Show less',
      'request interface abnormal',
    ]) {
      expect(texts, text).toContain(JSON.stringify(text).slice(1, -1));
    }
  });
});

describe('languages', () => {
  it('Arabic is right-to-left; Chinese and English left-to-right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('zh')).toBe('ltr');
    expect(htmlLang('zh')).toBe('zh-CN');
  });

  it('dayjs locales are wired for zh-cn, en and ar', () => {
    expect([dayjsLocale('zh'), dayjsLocale('en'), dayjsLocale('ar')]).toEqual(['zh-cn', 'en', 'ar']);
  });
});
