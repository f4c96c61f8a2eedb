import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { NutPopup } from './nut';

/**
 * NutUI's Popup, telling `onClose` only of a close the person asked for (✕, the mask): NutUI also calls it after the
 * app itself hid the popup, from an effect that Preact runs a frame later than React did. By then the app may have
 * opened the next overlay (a diary's Share, chosen from its options), and that late call closed it again.
 * NutUI shows a popup drawn already open without its slide: one drawn open (a sheet whose code loads as it is asked
 * for) is drawn closed first and opens a moment later, as every other does.
 * `destroyOnClose` is done here: NutUI's drops the content a fixed 300 ms after a close even when the popup opened
 * again meanwhile, so a sheet opened again at once showed only its title and ✕. Here the popup goes once its closing
 * slide has ended, and only if it is still closed.
 */
export function Popup({ visible, onClose, destroyOnClose, afterClose, ...props }: ComponentProps<typeof NutPopup>) {
  const shown = useRef(visible);
  shown.current = visible;
  const [kept, setKept] = useState(visible);
  if (visible && !kept) setKept(true);
  const present = kept || !destroyOnClose;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (present) setDrawn(true);
  }, [present]);
  if (!present) return null;
  return (
    <NutPopup
      {...props}
      visible={visible && drawn}
      onClose={() => shown.current && onClose?.()}
      afterClose={() => {
        if (destroyOnClose && !shown.current) {
          setKept(false);
          setDrawn(false);
        }
        afterClose?.();
      }}
    />
  );
}
