import { Button, Input, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { isValidPhone, PHONE_FIELD_MAX_LENGTH, routePath } from '@diary/core';
import {
  agreementToggled,
  codeTyped,
  loadFeatures,
  phoneTyped,
  selectSmsSecondsLeft,
  selectVoiceCodeOffered,
  sendCode,
  signInWithWechat,
  signInWithWechatPhone,
  submitSignIn,
} from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tabPage } from '../../app/pages';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { CodeRow } from '../../ui/CodeRow';
import { Checkbox } from '../../ui/nut';
import { Screen } from '../../ui/Screen';

const home = () => void Taro.reLaunch({ url: tabPage('archive') });

/**
 * Sign in: WeChat first where the server has the mini program configured (a new WeChat user then
 * proves a phone with WeChat's phone button), and the SMS form as the fallback. Nothing is
 * submitted until the agreement is ticked.
 */
export default function LoginPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => s.signIn);
  const wechatOffered = useAppSelector((s) => process.env.TARO_ENV === 'weapp' && Boolean(s.app.features?.wechatMiniProgram));
  const secondsLeft = useAppSelector(selectSmsSecondsLeft);
  const voiceOffered = useAppSelector(selectVoiceCodeOffered);

  useEffect(() => void dispatch(loadFeatures()), [dispatch]);

  const wechat = async () => {
    // The store refuses without the agreement before it sends the code anywhere.
    const { code } = await Taro.login();
    if ((await dispatch(signInWithWechat(code))) === 'signed-in') home();
  };
  const submit = async () => {
    if (await dispatch(submitSignIn())) home();
  };

  return (
    <Screen needsUser={false} className="login-page">
      <Text className="page-title">{t('login.title')}</Text>
      {wechatOffered && !form.wechat && (
        <Button className="button wechat" loading={form.submitting} onClick={() => void wechat()}>
          {t('login.wechatSignIn')}
        </Button>
      )}
      {form.wechat && (
        <View className="wechat-phone">
          <Text className="paragraph">{t('login.wechatNewTip')}</Text>
          <Button
            className="button wechat"
            openType="getPhoneNumber"
            onGetPhoneNumber={(event) => {
              const code = (event.detail as { code?: string }).code;
              if (code) void dispatch(signInWithWechatPhone(code)).then((ok) => ok && home());
            }}
          >
            {t('login.wechatPhone')}
          </Button>
        </View>
      )}
      <View className="sms-form">
        {(wechatOffered || form.wechat) && <Text className="muted">{t('login.smsFallback')}</Text>}
        <Input
          className="field phone"
          type="text"
          placeholder={t('login.phonePlaceholder')}
          maxlength={PHONE_FIELD_MAX_LENGTH}
          value={form.phone}
          onInput={(e) => void dispatch(phoneTyped(e.detail.value))}
        />
        <CodeRow
          code={form.code}
          onCode={(code) => void dispatch(codeTyped(code))}
          canSend={isValidPhone(form.phone)}
          onSend={() => void dispatch(sendCode())}
          secondsLeft={secondsLeft}
          sent={Boolean(form.codeSentAt)}
        />
        {voiceOffered && (
          <Button
            className="link voice-code"
            ariaLabel={t('login.voiceCode')}
            disabled={!isValidPhone(form.phone)}
            onClick={() => void dispatch(sendCode({ voice: true }))}
          >
            {t('login.voiceCode')}
          </Button>
        )}
        <View className="agreement">
          <Checkbox
            checked={form.agreement}
            onChange={() => dispatch(agreementToggled())}
            label={`${t('login.agreePrefix')} ${t('login.agreement')} ${t('login.and')} ${t('login.policy')}`}
          />
        </View>
        {/* What is agreed to can be read first. */}
        <View className="agreement-links">
          <Text className="link agreement-link" onClick={() => miniNavigation.navigate(routePath('agreement'))}>
            {t('login.agreement')}
          </Text>
          <Text className="link policy-link" onClick={() => miniNavigation.navigate(routePath('policy'))}>
            {t('login.policy')}
          </Text>
        </View>
        <Button className="button primary submit" disabled={!form.agreement || form.submitting} onClick={() => void submit()}>
          {form.submitting ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </View>
    </Screen>
  );
}
