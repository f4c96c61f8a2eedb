import { useRef, type ComponentProps } from 'react';
import { NutPopup } from './nut';

/**
 * NutUI's Popup, telling `onClose` only of a close the person asked for (✕, the mask): NutUI also calls it after the
 * app itself hid the popup, from an effect that Preact runs a frame later than React did. By then the app may have
 * opened the next overlay (a diary's Share, chosen from its options), and that late call closed it again.
 */
export function Popup({ visible, onClose, ...props }: ComponentProps<typeof NutPopup>) {
  const shown = useRef(visible);
  shown.current = visible;
  return <NutPopup {...props} visible={visible} onClose={() => shown.current && onClose?.()} />;
}
