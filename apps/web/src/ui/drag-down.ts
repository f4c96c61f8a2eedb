import { dragClosesOverlay } from '@diary/core';
import { useRef, type PointerEvent } from 'react';

/**
 * Closing a sheet or drawer by dragging its handle down (seed 2 §2.11: 48 px for a sheet, 56 px for a drawer): a press
 * on the handle, released at least `distance` px lower, closes it. The pointer is captured, so the release counts
 * wherever it happens (a finger or a mouse leaves the small handle at once); a press on a button in it stays a press.
 */
export function useDragDownToClose(distance: number, onClose: () => void) {
  const from = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // A press on a button in the handle (the drawer's ✕) is that button's: captured, its click would go to the handle.
      if ((event.target as Element).closest('button, a, input')) return;
      from.current = event.clientY;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (from.current !== null && dragClosesOverlay(from.current, event.clientY, distance)) onClose();
      from.current = null;
    },
    onPointerCancel: () => {
      from.current = null;
    },
  };
}
