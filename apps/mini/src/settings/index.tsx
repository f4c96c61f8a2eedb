import { Button, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { closeSettingsSheet, selectSettingsScreen, tapSettingsRow, type SettingsRowName } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PAGES } from '../app/pages';
import { translate, useT } from '../i18n';
import { ChoiceRow } from '../ui/ChoiceRow';
import { Picture } from '../ui/Picture';
import { Screen } from '../ui/Screen';
import { Sheet } from '../ui/Sheet';

/** Settings (seed 2 §2.6), as the store's rows say (app/settings-rows): each drawn by its kind (a choice on WeChat's picker), and the version line. */
export default function SettingsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectSettingsScreen);
  const tap = async (name: SettingsRowName) => {
    if ((await dispatch(tapSettingsRow(name))) && name === 'logout') void Taro.reLaunch({ url: PAGES.login });
  };

  return (
    <Screen className="settings-page">
      {screen.rows.map((row) => {
        if (row.kind === 'choice') return <ChoiceRow key={row.name} row={row} />;
        return (
          <View key={row.name} className={`cell ${row.name}-cell${row.danger ? ' danger logout' : ''}`} onClick={() => void tap(row.name)}>
            <Text>{t(row.label)}</Text>
            {!row.danger && (
              <Text className={`row-value ${row.name}`}>
                {row.value && translate('text' in row.value ? row.value.text : row.value)}
                {row.badge && <Text className="membership-unpaid">{` ${translate(row.badge)}`}</Text>}
                {' ›'}
              </Text>
            )}
          </View>
        );
      })}
      <Text className="muted version-line">{t('settings.version', { version: DIARY_APP_VERSION })}</Text>
      <FeedbackSheet visible={screen.feedbackOpen} onClose={() => dispatch(closeSettingsSheet())} />
    </Screen>
  );
}

/**
 * Feedback (seed 2 §2.6): WeChat's own customer-service chat where the mini program runs in WeChat,
 * and the customer service's QR code when the server has one.
 */
function FeedbackSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useT();
  const serviceQr = useAppSelector((s) => s.app.features?.customerServiceQrUrl);
  return (
    <Sheet visible={visible} title={t('settings.feedback')} onClose={onClose}>
      {process.env.TARO_ENV === 'weapp' && (
        <Button className="button primary feedback-chat" openType="contact">
          {t('settings.feedbackChat')}
        </Button>
      )}
      <View className="paragraph">{t('settings.feedbackTip')}</View>
      {serviceQr ? (
        <Picture className="feedback-qr" src={serviceQr} mode="aspectFit" showMenuByLongpress />
      ) : (
        <View className="muted feedback-missing">{t('settings.feedbackQrMissing')}</View>
      )}
    </Sheet>
  );
}
