import { Button, Text, View } from '@tarojs/components';
import { chooseWaitingAction, selectWaitingSheet, showWaitingSheet, syncNow } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { Sheet } from './Sheet';

/** The changes waiting on this device, each with what can be done with it (the store's waiting sheet). */
export function WaitingSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const sheet = useAppSelector(selectWaitingSheet);
  return (
    <Sheet title={t('outbox.sheetTitle')} visible={sheet.open} onClose={() => dispatch(showWaitingSheet(false))}>
      {sheet.rows.map((row) => (
        <View key={row.key} className={`waiting-row${row.refused ? ' refused' : ''}`}>
          <Text className="waiting-heading">{translate(row.heading)}</Text>
          {row.excerpt && <Text className="waiting-excerpt">{row.excerpt}</Text>}
          <Text className="waiting-state">{translate(row.state)}</Text>
          <View className="waiting-actions">
            {row.actions.map(({ action, label }) => (
              <Button
                key={action}
                className={`button${action === 'deleteAnyway' ? ' danger-button' : ''}`}
                onClick={() => void dispatch(chooseWaitingAction(row.key, action))}
              >
                {translate(label)}
              </Button>
            ))}
          </View>
        </View>
      ))}
      {sheet.canSyncNow && (
        <Button className="button primary" onClick={() => void dispatch(syncNow())}>
          {t('outbox.syncNow')}
        </Button>
      )}
    </Sheet>
  );
}
