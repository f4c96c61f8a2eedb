import { Star } from 'lucide-react';

/** A favorite's star before its name or in its row (the one icon set, filled, in the stars' gold); `label` names it where nothing else does. */
export function FavoriteMark({ label, size = 13 }: { label?: string; size?: number }) {
  return (
    <Star
      className="favorite-mark"
      size={size}
      strokeWidth={2}
      fill="currentColor"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
