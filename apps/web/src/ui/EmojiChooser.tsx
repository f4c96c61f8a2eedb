import { Smile } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../i18n';
import './emoji-chooser.css';

// The picker and its data load the first time someone opens it, never with the page.
const EmojiPanel = lazy(() => import('./EmojiPanel'));

/**
 * A status's emoji, chosen rather than typed: the button shows it, and opens the palette under it (the emoji used
 * lately first, the seed's 28, then every emoji by category, searchable). Choosing one closes the palette.
 */
export function EmojiChooser({ value, label, onChoose }: { value: string; label: string; onChoose: (emoji: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="emoji-chooser">
      <button type="button" className="emoji-choice" aria-label={value ? `${label}: ${value}` : label} aria-expanded={open} onClick={() => setOpen(!open)}>
        {value || <Smile aria-hidden="true" size={22} strokeWidth={1.8} />}
      </button>
      {open && (
        <Suspense fallback={<p className="emoji-loading">{t('emoji.loading')}</p>}>
          <EmojiPanel
            onChoose={(emoji) => {
              setOpen(false);
              onChoose(emoji);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
