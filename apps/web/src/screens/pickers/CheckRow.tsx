import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import './pickers.css';

/**
 * One row of a list in select mode (the People and Stories lists as the editor's pickers): a thumbnail,
 * the name and a line under it, and a check circle; a tap toggles it in the diary being written.
 */
export function CheckRow({
  checked,
  onToggle,
  image,
  mark,
  round,
  name,
  detail,
}: {
  checked: boolean;
  onToggle: () => void;
  /** The thumbnail's URL; without one, `mark` stands in (a person's first character, a story's #). */
  image?: string | undefined;
  mark: string;
  /** People are round, as their avatars; stories keep their covers' corners. */
  round?: boolean;
  name: ReactNode;
  detail?: ReactNode;
}) {
  const thumb = `check-row-thumb${round ? ' round' : ''}`;
  return (
    <button type="button" role="checkbox" aria-checked={checked} className="check-row" onClick={onToggle}>
      {image ? (
        <img className={thumb} src={image} alt="" loading="lazy" />
      ) : (
        <span className={thumb} aria-hidden="true">
          {mark}
        </span>
      )}
      <span className="check-row-text">
        <span className="check-row-name">{name}</span>
        {detail && <small className="check-row-detail">{detail}</small>}
      </span>
      <span className="check-circle" aria-hidden="true">
        {checked && <Check size={16} strokeWidth={3} />}
      </span>
    </button>
  );
}
