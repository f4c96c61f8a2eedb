import type { ShareKind } from '@diary/core';
import { changeShare, copyShareLink, posterPath, shareSettings } from '@diary/store';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { Sheet } from '../../ui/Sheet';
import './share.css';

/**
 * The share settings of a diary or a list (seed 1 §2.12): the public switch (on while the share is
 * public and within its day), and while it is on, until when the link works, "Reset link" and
 * "Copy link". "Share poster" opens the poster, which turns the share on by itself.
 */
export function ShareSheet({ kind, id, onClose }: { kind: ShareKind; id: string; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.app.preferences.language);
  const detail = useAppSelector((s) => s.detail);
  const items = useAppSelector((s) => s.items);
  // Whether the share is still within its day is read when the sheet opens and after each change.
  const settings = useMemo(() => shareSettings({ detail, items }, kind, id, new Date()), [detail, items, kind, id]);
  const [busy, setBusy] = useState(false);
  if (!settings) return null;
  const { live, validUntil } = settings;
  const change = async (action: 'start' | 'stop' | 'reset') => {
    setBusy(true);
    await dispatch(changeShare(kind, id, action));
    setBusy(false);
  };
  const openPoster = () => {
    onClose();
    webNavigation.navigate(posterPath(kind, id));
  };
  return (
    <Sheet title={t('share.title')} visible onClose={onClose} className="share-sheet">
      <div className="switch-row">
        <span>{t('share.publicSwitch')}</span>
        <LabelledSwitch checked={live} disabled={busy} onChange={() => void change(live ? 'stop' : 'start')} label={t('share.publicSwitch')} />
      </div>
      {live && validUntil && (
        <>
          <p className="muted share-valid">
            {t('share.validUntil', { time: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(validUntil) })}
          </p>
          <div className="share-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void change('reset')}>
              {t('share.reset')}
            </button>
            <button type="button" className="button primary" onClick={() => void dispatch(copyShareLink(kind, id))}>
              {t('share.copyLink')}
            </button>
          </div>
        </>
      )}
      <button type="button" className="button block share-poster" disabled={busy} onClick={openPoster}>
        {t('share.poster')}
      </button>
    </Sheet>
  );
}
