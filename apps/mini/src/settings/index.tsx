import { Button, Picker, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { routePath } from '@diary/core';
import { changeAppearance, changeLanguage, logout, selectSettingsRows } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PAGES } from '../app/pages';
import { translate, useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { Picture } from '../ui/Picture';
import { Screen } from '../ui/Screen';
import { Sheet } from '../ui/Sheet';

/** Settings (seed 2 §2.6): account, membership, language and appearance (saved and applied at once), FAQs, feedback, about, logout. */
export default function SettingsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectSettingsRows);
  const [feedback, setFeedback] = useState(false);
  const language = rows.language.findIndex((c) => c.selected);
  const appearance = rows.appearance.findIndex((c) => c.selected);
  const go = (path: string) => () => miniNavigation.navigate(path);

  return (
    <Screen className="settings-page">
      <View className="cell account-cell" onClick={go(routePath(rows.signedIn ? 'account' : 'login'))}>
        <Text>{t('settings.account')}</Text>
        <Text className="row-value">{'text' in rows.account ? rows.account.text : translate(rows.account)} ›</Text>
      </View>
      <View className="cell membership-cell" onClick={go(routePath('gopro'))}>
        <Text>{t('settings.membership')}</Text>
        <Text className="row-value membership">{translate(rows.membership)} ›</Text>
      </View>
      <Picker
        mode="selector"
        range={rows.language.map((c) => t(c.label))}
        value={language}
        onChange={(e) => void dispatch(changeLanguage(rows.language[Number(e.detail.value)]!.value))}
      >
        <View className="cell language-cell">
          <Text>{t('shell.language')}</Text>
          <Text className="row-value">{t(rows.language[language]!.label)}</Text>
        </View>
      </Picker>
      <Picker
        mode="selector"
        range={rows.appearance.map((c) => t(c.label))}
        value={appearance}
        onChange={(e) => void dispatch(changeAppearance(rows.appearance[Number(e.detail.value)]!.value))}
      >
        <View className="cell appearance-cell">
          <Text>{t('shell.appearance')}</Text>
          <Text className="row-value">{t(rows.appearance[appearance]!.label)}</Text>
        </View>
      </Picker>
      <View className="cell faqs-cell" onClick={go(routePath('faqs'))}>
        <Text>{t('settings.faqs')}</Text>
        <Text className="row-value">›</Text>
      </View>
      <View className="cell feedback-cell" onClick={() => setFeedback(true)}>
        <Text>{t('settings.feedback')}</Text>
        <Text className="row-value">›</Text>
      </View>
      <View className="cell about-cell" onClick={go(routePath('about'))}>
        <Text>{t('settings.about')}</Text>
        <Text className="row-value">›</Text>
      </View>
      {rows.signedIn && (
        <View
          className="cell danger logout"
          onClick={async () => {
            if (await dispatch(logout())) void Taro.reLaunch({ url: PAGES.login });
          }}
        >
          {t('settings.logout')}
        </View>
      )}
      <FeedbackSheet visible={feedback} onClose={() => setFeedback(false)} />
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
