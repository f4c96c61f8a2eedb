import { Button, Text, View } from '@tarojs/components';
import { displayDateTime, type ShareKind } from '@diary/core';
import { changeShare, copyShareLink, posterPath, shareSettings } from '@diary/store';
import { miniNavigation } from '../platform/navigation';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { Switch } from './nut';
import { Sheet } from './Sheet';

/**
 * The share settings of a diary or a list (seed 1 §2.12): the public switch (on while the share is public
 * and within its day), and while it is on, until when the link works, "Reset link", "Copy link" and the poster. To a
 * WeChat chat it goes from the page's own share menu (`useShareToChat`).
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
  return (
    <Sheet title={t('share.title')} visible onClose={onClose}>
      <View className="cell share-switch">
        <Text>{t('share.publicSwitch')}</Text>
        <Switch checked={live} disabled={busy} onChange={() => void change(live ? 'stop' : 'start')} />
      </View>
      {live && validUntil && (
        <>
          <View className="muted share-valid">{t('share.validUntil', { time: displayDateTime(validUntil, language) })}</View>
          <View className="share-actions">
            <Button className="button share-reset" disabled={busy} onClick={() => void change('reset')}>
              {t('share.reset')}
            </Button>
            <Button className="button primary share-copy" onClick={() => void dispatch(copyShareLink(kind, id))}>
              {t('share.copyLink')}
            </Button>
          </View>
          <Button className="button block share-poster" onClick={() => miniNavigation.navigate(posterPath(kind, id))}>
            {t('share.poster')}
          </Button>
        </>
      )}
    </Sheet>
  );
}
