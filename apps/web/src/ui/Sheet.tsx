import { SHEET_DRAG_CLOSE_PX } from '@diary/core';
import type { ReactNode } from 'react';
import { useDragDownToClose } from './drag-down';
import { useT } from '../i18n';
import { Popup } from './Popup';
import { useOverlayFocus } from './overlay-focus';

/**
 * A bottom sheet (NutUI Popup) with a title, a labelled close button, its body as a dialog, and a grip that closes it
 * when dragged down 48 px. Open, it holds the keyboard (ui/overlay-focus): Escape closes it.
 */
export function Sheet({
  title,
  visible,
  onClose,
  children,
  className,
}: {
  title: string;
  visible: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  const drag = useDragDownToClose(SHEET_DRAG_CLOSE_PX, onClose);
  const holdFocus = useOverlayFocus(visible, onClose);
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      closeable
      closeIcon={
        <button type="button" className="sheet-close" aria-label={t('common.close')}>
          ✕
        </button>
      }
      title={title}
      onClose={onClose}
      destroyOnClose
      {...(className ? { className } : {})}
    >
      <div className="sheet-body overlay-focus" role="dialog" aria-label={title} tabIndex={-1} ref={holdFocus}>
        <div className="sheet-grip" aria-hidden="true" {...drag} />
        {children}
      </div>
    </Popup>
  );
}
