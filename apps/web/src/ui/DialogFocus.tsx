import { useCallback } from 'react';
import { useOverlayFocus } from './overlay-focus';

/**
 * A NutUI Dialog's text that makes its dialog hold the keyboard as the sheets do (ui/overlay-focus): the dialog takes
 * the focus as it opens, Tab and Shift+Tab stay on its buttons (its ✕ too), Escape does what closing it means (cancel,
 * or choose nothing), and the focus goes back to what opened it. NutUI's dialog is a plain box: it is named here, as
 * an alert dialog, so a screen reader says what it asks.
 */
export function DialogFocus({ text, label, onEscape }: { text: string | undefined; label: string; onEscape: () => void }) {
  const hold = useOverlayFocus(true, onEscape);
  const holdDialog = useCallback(
    (node: HTMLElement | null) => {
      const dialog = node?.closest<HTMLElement>('.nut-dialog-outer') ?? null;
      if (dialog) {
        dialog.setAttribute('role', 'alertdialog');
        dialog.setAttribute('aria-modal', 'true');
        dialog.setAttribute('aria-label', label);
        dialog.tabIndex = -1;
        dialog.classList.add('overlay-focus');
      }
      hold(dialog);
    },
    [hold, label],
  );
  return <span ref={holdDialog}>{text}</span>;
}
