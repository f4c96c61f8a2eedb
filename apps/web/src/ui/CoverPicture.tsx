import { aveRgbColour, coverShown, type CoveredRecord, type MediaSize } from '@diary/core';
import type { ReactNode } from 'react';
import { useDark } from '../app/Appearance';
import { useMedia } from './media';

/**
 * A place's or a story's picture (core's coverShown: its cover, else its newest diary's photo) over its average
 * colour while it loads; `fallback` (a mark, a pin) when it has neither.
 */
export function CoverPicture({ record, size, className, fallback }: { record: CoveredRecord; size: MediaSize; className: string; fallback: ReactNode }) {
  const media = useMedia();
  const theme = useDark() ? 'dark' : 'light';
  const shown = coverShown(record);
  if (!shown) return fallback;
  return (
    <img
      className={className}
      src={media.cover(shown.key, size, shown.crop)}
      alt=""
      loading="lazy"
      style={{ backgroundColor: aveRgbColour(shown.aveRgb, theme) }}
    />
  );
}
