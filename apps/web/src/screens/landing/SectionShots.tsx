import { useT } from '../../i18n';

/**
 * The app's own screens beside the landing page's sections: phone screenshots made from the real app
 * by scripts/landing-shots.mjs (public/landing/*.webp, 360×780).
 */
const SHOTS = {
  cover: [['month-list', 'landing.shotArchive']],
  write: [['editor', 'landing.shotEditor']],
  archive: [['map', 'landing.shotMap']],
  share: [['share', 'landing.shotShare']],
} as const;

export const SHOT_WIDTH = 360;
export const SHOT_HEIGHT = 780;

export function SectionShots({ section, eager = false }: { section: string; eager?: boolean }) {
  const t = useT();
  const shots = SHOTS[section as keyof typeof SHOTS];
  if (!shots) return null;
  return (
    <div className="landing-shots">
      {shots.map(([name, alt]) => (
        <img
          key={name}
          className="landing-shot"
          src={`/landing/${name}.webp`}
          alt={t(alt)}
          width={SHOT_WIDTH}
          height={SHOT_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}
