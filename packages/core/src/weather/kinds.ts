/**
 * Weather kinds by code. 0 is "unknown" and, on a diary, means weather is not set;
 * the picker shows twelve icons, the twelfth being unknown.
 */
export const WEATHER_CODES = [
  'unknown',
  'sunny',
  'cloudy',
  'overcast',
  'foggy',
  'rain',
  'thundershower',
  'icerain',
  'snow',
  'windy',
  'duststorm',
  'tornado',
] as const;
export type WeatherKind = (typeof WEATHER_CODES)[number];
export type WeatherCode = number;

export const WEATHER_UNSET = 0;

/** Codes of the weather entries every user has, in display order (unknown is not a list). */
export const WEATHER_LIST_CODES: readonly WeatherCode[] = WEATHER_CODES.map((_, code) => code).filter((code) => code !== WEATHER_UNSET);

/** The weather picker's twelve icons: the eleven kinds, then unknown. */
export const WEATHER_PICKER_CODES: readonly WeatherCode[] = [...WEATHER_LIST_CODES, WEATHER_UNSET];

export function weatherKind(code: WeatherCode | null | undefined): WeatherKind {
  return WEATHER_CODES[code ?? WEATHER_UNSET] ?? 'unknown';
}

export function weatherKindCode(kind: WeatherKind): WeatherCode {
  return WEATHER_CODES.indexOf(kind);
}

/** The i18n key of a weather kind's name, e.g. `weather.sunny`. */
export function weatherNameKey(code: WeatherCode | null | undefined): `weather.${WeatherKind}` {
  return `weather.${weatherKind(code)}`;
}

export function isWeatherSet(code: WeatherCode | null | undefined): boolean {
  return code !== null && code !== undefined && code > WEATHER_UNSET && code < WEATHER_CODES.length;
}

/** The icon each weather kind shows in the pickers, the editor and the detail (both apps). */
export const WEATHER_ICONS: Record<WeatherKind, string> = {
  unknown: '❔',
  sunny: '☀️',
  cloudy: '⛅',
  overcast: '☁️',
  foggy: '🌫️',
  rain: '🌧️',
  thundershower: '⛈️',
  icerain: '🧊',
  snow: '❄️',
  windy: '🌬️',
  duststorm: '🌪️',
  tornado: '🌀',
};

/** A saved weather as the editor and the detail show it (icon and name), or nothing when it is not set. */
export function weatherBadge(code: WeatherCode | null | undefined): { icon: string; name: `weather.${WeatherKind}` } | null {
  return isWeatherSet(code) ? { icon: WEATHER_ICONS[weatherKind(code)], name: weatherNameKey(code) } : null;
}
