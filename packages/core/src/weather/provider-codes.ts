import { weatherKindCode, type WeatherCode, type WeatherKind } from './kinds';

/**
 * The weather provider's icon codes (seed 1 §9) and the kind each one shows.
 * Ranges are inclusive.
 */
export const PROVIDER_CODE_RANGES: ReadonlyArray<readonly [from: number, to: number, kind: WeatherKind]> = [
  [100, 100, 'sunny'],
  [150, 150, 'sunny'],
  [101, 103, 'cloudy'],
  [151, 153, 'cloudy'],
  [104, 104, 'overcast'],
  [200, 208, 'windy'],
  [209, 213, 'tornado'],
  [300, 303, 'thundershower'],
  [350, 351, 'thundershower'],
  [304, 304, 'icerain'],
  [305, 318, 'rain'],
  [399, 399, 'rain'],
  [400, 410, 'snow'],
  [456, 457, 'snow'],
  [499, 499, 'snow'],
  [500, 502, 'foggy'],
  [509, 515, 'foggy'],
  [503, 504, 'duststorm'],
  [507, 508, 'duststorm'],
  [900, 901, 'unknown'],
  [999, 999, 'unknown'],
];

/** The weather kind a provider icon code stands for; codes outside the table are unknown. */
export function weatherKindFromProviderCode(providerCode: number | string | null | undefined): WeatherKind {
  const code = typeof providerCode === 'string' ? Number.parseInt(providerCode, 10) : providerCode;
  if (code === null || code === undefined || !Number.isInteger(code)) return 'unknown';
  for (const [from, to, kind] of PROVIDER_CODE_RANGES) {
    if (code >= from && code <= to) return kind;
  }
  return 'unknown';
}

export function weatherCodeFromProviderCode(providerCode: number | string | null | undefined): WeatherCode {
  return weatherKindCode(weatherKindFromProviderCode(providerCode));
}

/** Every provider code the table names, for tests and for documentation. */
export function allProviderCodes(): number[] {
  return PROVIDER_CODE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}
