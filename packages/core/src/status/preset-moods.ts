import type { Language } from '../i18n/languages';

type Named = { zh: string; en: string };

/**
 * The moods a new account starts with, in one group, so nobody has to type an emoji before their first entry
 * (Day One and Journey ship a mood set too). They are the person's records from then on, named in their
 * language when the account is made (English where there is no name in it), to rename, move or delete.
 */
export const PRESET_MOOD_GROUP: Named = { zh: '心情', en: 'Moods' };
export const PRESET_MOODS: ReadonlyArray<{ emoji: string; name: Named }> = [
  { emoji: '😀', name: { zh: '开心', en: 'Happy' } },
  { emoji: '😌', name: { zh: '平静', en: 'Calm' } },
  { emoji: '🥰', name: { zh: '幸福', en: 'Loved' } },
  { emoji: '🤩', name: { zh: '兴奋', en: 'Excited' } },
  { emoji: '😴', name: { zh: '疲惫', en: 'Tired' } },
  { emoji: '😢', name: { zh: '难过', en: 'Sad' } },
  { emoji: '😠', name: { zh: '生气', en: 'Angry' } },
];

export const presetName = (name: Named, language: Language): string => (language === 'zh' ? name.zh : name.en);
