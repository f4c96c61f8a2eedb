import { useT } from '../../i18n';
import { useOverlayFocus } from '../../ui/overlay-focus';
import { SignInBox } from './SignInBox';

/**
 * The landing page's sign-in box, as a dialog that holds the keyboard as the app's sheets do: the focus moves onto it,
 * Tab stays inside, Escape closes it, and the focus goes back to Get started. It was a plain box over the page: Tab
 * walked the page's nine links under the mask before it reached Close. Loaded with the box, when Get started is
 * pressed, so the landing page's first load does not carry the focus trap.
 */
export function SignInDialog({ up, closing, onClose, onSignedIn }: { up: boolean; closing: boolean; onClose: () => void; onSignedIn: () => void }) {
  const t = useT();
  const holdFocus = useOverlayFocus(!closing, onClose);
  return (
    <div
      className={`login-modal overlay-focus ${up ? 'up' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('login.title')}
      tabIndex={-1}
      ref={holdFocus}
      onClick={(e) => e.stopPropagation()}
    >
      <button type="button" className="icon-button close" aria-label={t('common.close')} onClick={onClose}>
        ✕
      </button>
      <SignInBox onSignedIn={onSignedIn} />
    </div>
  );
}
