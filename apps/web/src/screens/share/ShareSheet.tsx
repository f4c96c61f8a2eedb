import type { ShareKind } from '@diary/core';
import { copyShareLink, openSharePoster, resetShareLink, selectShareSheet, switchSharePublic } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { Sheet } from '../../ui/Sheet';
import './share.css';

/** The share settings of a diary or a list (seed 1 §2.12), as the store's model says (share/share-sheet). */
export function ShareSheet({ kind, id, onClose }: { kind: ShareKind; id: string; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const sheet = useAppSelector((s) => selectShareSheet(s, kind, id));
  if (!sheet) return null;
  return (
    <Sheet title={t('share.title')} visible onClose={onClose} className="share-sheet">
      <div className="switch-row">
        <span>{t('share.publicSwitch')}</span>
        <LabelledSwitch
          checked={sheet.live}
          disabled={sheet.busy}
          onChange={() => void dispatch(switchSharePublic(kind, id))}
          label={t('share.publicSwitch')}
        />
      </div>
      {sheet.validUntil && (
        <>
          <p className="muted share-valid">{translate(sheet.validUntil)}</p>
          <div className="share-actions">
            <button type="button" className="button" disabled={sheet.busy} onClick={() => void dispatch(resetShareLink(kind, id))}>
              {t('share.reset')}
            </button>
            <button type="button" className="button primary" onClick={() => void dispatch(copyShareLink(kind, id))}>
              {t('share.copyLink')}
            </button>
          </div>
        </>
      )}
      <button
        type="button"
        className="button block share-poster"
        disabled={sheet.busy}
        onClick={() => {
          onClose();
          dispatch(openSharePoster(kind, id));
        }}
      >
        {t('share.poster')}
      </button>
    </Sheet>
  );
}
