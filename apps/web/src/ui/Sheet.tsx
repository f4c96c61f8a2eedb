import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Popup } from './nut';

/** A bottom sheet (NutUI Popup) with a title, a labelled close button, and its body as a dialog. */
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
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      closeable
      closeIcon={
        <span role="button" aria-label={t('common.close')}>
          ✕
        </span>
      }
      title={title}
      onClose={onClose}
      destroyOnClose
      {...(className ? { className } : {})}
    >
      <div className="sheet-body" role="dialog" aria-label={title}>
        {children}
      </div>
    </Popup>
  );
}
