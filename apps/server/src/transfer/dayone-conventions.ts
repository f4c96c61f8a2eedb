import { weatherKind, type WeatherKind } from '@diary/core';

/**
 * How what Day One has no field for travels in its JSON, both ways (the export writes it, the import reads it back):
 * a diary's people are tags `@Name` (as Day One's users tag people), its mood a tag `mood:😀 Happy`; everything
 * else in tags is a story. docs/archive-format.md lists the whole mapping.
 */
export const PERSON_TAG = '@';
export const MOOD_TAG = 'mood:';

export const personTag = (name: string) => `${PERSON_TAG}${name}`;
export const moodTag = (mood: { name: string; emoji?: string | null }) => `${MOOD_TAG}${mood.emoji ? `${mood.emoji} ` : ''}${mood.name}`;

export type DayOneTag = { kind: 'story'; name: string } | { kind: 'person'; name: string } | { kind: 'mood'; name: string; emoji?: string };

/** What a Day One tag stands for here. */
export function readTag(tag: string): DayOneTag {
  const text = tag.trim();
  if (text.startsWith(PERSON_TAG) && text.length > PERSON_TAG.length) return { kind: 'person', name: text.slice(PERSON_TAG.length).trim() };
  if (text.toLowerCase().startsWith(MOOD_TAG)) {
    const mood = text.slice(MOOD_TAG.length).trim();
    // An emoji first (a pictograph with its modifiers and joiners), then the mood's name.
    const match = /^(\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*)\s+(.+)$/u.exec(mood);
    if (match) return { kind: 'mood', emoji: match[1], name: match[2]!.trim() };
    if (mood) return { kind: 'mood', name: mood };
  }
  return { kind: 'story', name: text };
}

/** Day One's weather code and words for each of the product's weather kinds (the import's weatherOf reads them back). */
export const DAY_ONE_WEATHER: Record<Exclude<WeatherKind, 'unknown'>, { weatherCode: string; conditionsDescription: string }> = {
  sunny: { weatherCode: 'clear', conditionsDescription: 'Clear' },
  cloudy: { weatherCode: 'partly-cloudy', conditionsDescription: 'Partly Cloudy' },
  overcast: { weatherCode: 'cloudy', conditionsDescription: 'Cloudy' },
  foggy: { weatherCode: 'fog', conditionsDescription: 'Fog' },
  rain: { weatherCode: 'rain', conditionsDescription: 'Rain' },
  thundershower: { weatherCode: 'thunderstorm', conditionsDescription: 'Thunderstorm' },
  icerain: { weatherCode: 'sleet', conditionsDescription: 'Sleet' },
  snow: { weatherCode: 'snow', conditionsDescription: 'Snow' },
  windy: { weatherCode: 'wind', conditionsDescription: 'Windy' },
  duststorm: { weatherCode: 'dust', conditionsDescription: 'Dust' },
  tornado: { weatherCode: 'tornado', conditionsDescription: 'Tornado' },
};

export function dayOneWeather(code: number | null | undefined) {
  const kind = weatherKind(code);
  return kind === 'unknown' ? undefined : DAY_ONE_WEATHER[kind];
}

/** Characters Day One's Markdown escapes with a backslash in an entry's text, which the import takes back out. */
export const MARKDOWN_ESCAPED = /[.!#*_\-[\]()]/g;
export const escapeMarkdown = (text: string) => text.replace(MARKDOWN_ESCAPED, (char) => `\\${char}`);
export const unescapeMarkdown = (text: string) => text.replace(/\\([.!#*_\-[\]()])/g, '$1');
