import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { NutPopup } from './nut';

/**
 * NutUI's Popup, telling `onClose` only of a close the person asked for (✕, the mask): NutUI also calls it after the
 * app itself hid the popup, from an effect that Preact runs a frame later than React did. By then the app may have
 * opened the next overlay (a diary's Share, chosen from its options), and that late call closed it again.
 * NutUI shows a popup drawn already open without its slide: one drawn open (a sheet whose code loads as it is asked
 * for) is drawn closed first and opens a moment later, as every other does.
 */
export function Popup({ visible, onClose, ...props }: ComponentProps<typeof NutPopup>) {
  const shown = useRef(visible);
  shown.current = visible;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <NutPopup {...props} visible={visible && drawn} onClose={() => shown.current && onClose?.()} />;
}
