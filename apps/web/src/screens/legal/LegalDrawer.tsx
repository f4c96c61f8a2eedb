import { DRAWER_DRAG_CLOSE_PX } from '@diary/core';
import type { LegalDocumentKind } from '@diary/core/legal';
import { useT } from '../../i18n';
import { useDragDownToClose } from '../../ui/drag-down';
import { Popup } from '../../ui/Popup';
import { useOverlayFocus } from '../../ui/overlay-focus';
import { LegalText } from './LegalText';

/**
 * The agreement or the policy as a drawer over the sign-in box (seed 2 §2.1 "also openable as
 * drawers"): it rises from the bottom, and closes by its button, the mask, or dragging its handle
 * down 56 px (§2.11).
 */
export function LegalDrawer({ kind, onClose }: { kind: LegalDocumentKind | null; onClose: () => void }) {
  const t = useT();
  const drag = useDragDownToClose(DRAWER_DRAG_CLOSE_PX, onClose);
  const title = kind === 'policy' ? t('legal.policyTitle') : t('legal.agreementTitle');
  const holdFocus = useOverlayFocus(kind !== null, onClose);
  return (
    <Popup visible={kind !== null} position="bottom" round onClose={onClose} destroyOnClose className="legal-drawer">
      {kind && (
        <div role="dialog" aria-label={title} className="legal-drawer-body overlay-focus" tabIndex={-1} ref={holdFocus}>
          <header className="legal-drawer-bar" {...drag}>
            <span className="drawer-handle" aria-hidden="true" />
            <h2>{title}</h2>
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              ✕
            </button>
          </header>
          {/* Focusable, so the text scrolls from the keyboard too. */}
          <div className="legal-drawer-scroll" tabIndex={0}>
            <LegalText kind={kind} headingLevel={3} />
          </div>
        </div>
      )}
    </Popup>
  );
}
