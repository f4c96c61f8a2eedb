import { Button, Text, View } from '@tarojs/components';
import type { ShareKind } from '@diary/core';
import { copyShareLink, openSharePoster, resetShareLink, selectShareSheet, switchSharePublic } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { Switch } from './nut';
import { Sheet } from './Sheet';

/**
 * The share settings of a diary or a list (seed 1 §2.12), as the store's model says (share/share-sheet). To a
 * WeChat chat it goes from the page's own share menu (`useShareToChat`).
 */
export function ShareSheet({ kind, id, onClose }: { kind: ShareKind; id: string; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const sheet = useAppSelector((s) => selectShareSheet(s, kind, id));
  if (!sheet) return null;
  return (
    <Sheet title={t('share.title')} visible onClose={onClose}>
      <View className="cell share-switch">
        <Text>{t('share.publicSwitch')}</Text>
        <Switch checked={sheet.live} disabled={sheet.busy} onChange={() => void dispatch(switchSharePublic(kind, id))} />
      </View>
      {sheet.validUntil && (
        <>
          <View className="muted share-valid">{translate(sheet.validUntil)}</View>
          <View className="share-actions">
            <Button className="button share-reset" disabled={sheet.busy} onClick={() => void dispatch(resetShareLink(kind, id))}>
              {t('share.reset')}
            </Button>
            <Button className="button primary share-copy" onClick={() => void dispatch(copyShareLink(kind, id))}>
              {t('share.copyLink')}
            </Button>
          </View>
        </>
      )}
      <Button className="button block share-poster" onClick={() => dispatch(openSharePoster(kind, id))}>
        {t('share.poster')}
      </Button>
    </Sheet>
  );
}
