import { Button, Input, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { isValidPhone, maskPhone, PHONE_FIELD_MAX_LENGTH } from '@diary/core';
import {
  accountCodeTyped,
  accountFormLeft,
  accountPhoneTyped,
  changePhoneByWechat,
  selectAccountSmsSecondsLeft,
  sendPhoneChangeCode,
  submitPhoneChange,
} from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { CodeRow } from '../../ui/CodeRow';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

/**
 * /set-phone and /phone-change: the number WeChat confirms with its phone button, or any number with
 * a code sent to it; with either, the account moves there and the page goes back.
 */
export default function PhonePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const mode = useRouter().params.mode === 'set' ? 'set' : 'change';
  const form = useAppSelector((s) => s.accountForm);
  const current = useAppSelector((s) => s.session.user?.mobilePhoneNumber);
  const secondsLeft = useAppSelector(selectAccountSmsSecondsLeft);
  const wechatPhone = useAppSelector((s) => process.env.TARO_ENV === 'weapp' && Boolean(s.app.features?.wechatMiniProgram));
  const title = mode === 'set' ? 'settings.setPhone' : 'settings.changePhone';
  usePageTitle(title);
  // Leaving the form resets it.
  useEffect(() => () => void dispatch(accountFormLeft()), [dispatch]);

  return (
    <Screen className="account-form phone-page">
      {mode === 'change' && current && <Text className="muted">{t('settings.currentPhone', { phone: maskPhone(current) })}</Text>}
      {wechatPhone && (
        <Button
          className="button wechat wechat-phone"
          openType="getPhoneNumber"
          disabled={form.submitting}
          onGetPhoneNumber={(event) => {
            const code = (event.detail as { code?: string }).code;
            if (code) void dispatch(changePhoneByWechat(code));
          }}
        >
          {t('settings.wechatPhone')}
        </Button>
      )}
      <View className="sms-form">
        {wechatPhone && <Text className="muted">{t('settings.phoneBySms')}</Text>}
        {/* Text, as on sign-in: the number is shown grouped (138 0013 8000), and a number field emptied at each space. */}
        <Input
          className="field phone"
          type="text"
          ariaLabel={t('settings.newPhone')}
          placeholder={t('settings.newPhone')}
          maxlength={PHONE_FIELD_MAX_LENGTH}
          value={form.phone}
          onInput={(e) => void dispatch(accountPhoneTyped(e.detail.value))}
        />
        <CodeRow
          code={form.code}
          onCode={(code) => void dispatch(accountCodeTyped(code))}
          canSend={isValidPhone(form.phone)}
          onSend={() => void dispatch(sendPhoneChangeCode())}
          secondsLeft={secondsLeft}
          sent={Boolean(form.codeSentAt)}
        />
        <Text className="muted phone-code-tip">{t('settings.phoneCodeTip')}</Text>
        <Button className="button primary block phone-submit" disabled={form.submitting} onClick={() => void dispatch(submitPhoneChange())}>
          {t(title)}
        </Button>
      </View>
    </Screen>
  );
}
