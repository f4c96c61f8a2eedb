import { useCallback, useEffect, useState } from 'react';
import { useOverlayFocus } from './overlay-focus';

/**
 * A NutUI Dialog's text that makes its dialog hold the keyboard as the sheets do (ui/overlay-focus): the dialog takes
 * the focus as it opens, Tab and Shift+Tab stay on its buttons (its ✕ too), Escape does what closing it means (cancel,
 * or choose nothing), and the focus goes back to what opened it as soon as it is answered. NutUI's dialog is a plain
 * box: it is named here, as an alert dialog, so a screen reader says what it asks.
 */
export function DialogFocus({ text, label, onEscape }: { text: string | undefined; label: string; onEscape: () => void }) {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const hold = useOverlayFocus(useStillShown(dialog), onEscape);
  const holdDialog = useCallback(
    (node: HTMLElement | null) => {
      const outer = node?.closest<HTMLElement>('.nut-dialog-outer') ?? null;
      if (outer) {
        outer.setAttribute('role', 'alertdialog');
        outer.setAttribute('aria-modal', 'true');
        outer.setAttribute('aria-label', label);
        outer.tabIndex = -1;
        outer.classList.add('overlay-focus');
      }
      setDialog(outer);
      hold(outer);
    },
    [hold, label],
  );
  return <span ref={holdDialog}>{text}</span>;
}

/**
 * Whether NutUI still shows the dialog. Closing it hides its box at once and keeps the element for a 300 ms fade: the
 * keyboard is let go when the box hides, so the focus is back on what opened it while the dialog fades.
 */
function useStillShown(dialog: HTMLElement | null): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const box = dialog?.querySelector<HTMLElement>('.nut-dialog');
    if (!box) return;
    const observer = new MutationObserver(() => {
      if (box.style.display === 'none') setShown(false);
    });
    observer.observe(box, { attributes: true, attributeFilter: ['style'] });
    return () => observer.disconnect();
  }, [dialog]);
  return shown;
}
