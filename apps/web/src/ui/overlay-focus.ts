import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, useState } from 'react';

/**
 * An open overlay holds the keyboard as a dialog does: the focus moves onto it (the overlay itself, so a phone's
 * keyboard does not rise for its first field; or what in it took the focus as it opened, as the calendar's day), Tab
 * and Shift+Tab stay inside it, Escape closes it, and when it closes the focus goes back to what opened it. Returns the
 * ref for the overlay's content; the trap holds the popup around it, so its close button is inside too. The pointer is
 * left alone: the popup's mask already takes the taps beside it. An overlay opened from another's option (Delete in a
 * diary's options asks to confirm, as the options close) gives the focus back to what opened the other once the option
 * has gone.
 */
export function useOverlayFocus(open: boolean, onClose: () => void): (node: HTMLElement | null) => void {
  const [content, setContent] = useState<HTMLElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // What had the focus as the overlay opened, taken while it renders: before anything in it (the calendar's day) takes it.
  const opener = useRef<{ open: boolean; returnTo: Element[] }>({ open: false, returnTo: [] });
  if (open && !opener.current.open) opener.current.returnTo = returnTargets(document.activeElement);
  opener.current.open = open;
  useEffect(() => {
    if (!open || !content) return;
    const held = content.closest<HTMLElement>('.nut-popup') ?? content;
    heldOverlays.set(held, opener.current.returnTo);
    const trap = createFocusTrap(held, {
      initialFocus: () => (content.contains(document.activeElement) ? (document.activeElement as HTMLElement) : content),
      fallbackFocus: content,
      allowOutsideClick: true,
      // Escape asks the overlay to close; its closing ends the trap (below), which gives the focus back.
      escapeDeactivates: () => {
        close.current();
        return false;
      },
      setReturnFocus: (previous) =>
        opener.current.returnTo.find((element): element is HTMLElement => element instanceof HTMLElement && element.isConnected) ?? previous,
    });
    trap.activate();
    return () => void trap.deactivate();
  }, [open, content]);
  return setContent;
}

/** Each overlay held, with where its focus goes back, in order (kept past its closing, for an overlay opened from it). */
const heldOverlays = new WeakMap<Element, Element[]>();

/** Where the focus goes back when an overlay opened from this element closes: to it, else to what its overlay goes back to. */
function returnTargets(active: Element | null): Element[] {
  if (!active) return [];
  for (let element: Element | null = active; element; element = element.parentElement) {
    const outer = heldOverlays.get(element);
    if (outer) return [active, ...outer];
  }
  return [active];
}
