import { Button, Form, Input, View } from '@tarojs/components';
import { NAME_MAX_LENGTH } from '@diary/core';
import { saveNickname } from '@diary/store';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

/**
 * /set-nicename: WeChat's nickname field, which offers the WeChat nickname above the keyboard; saved, it
 * goes back. The name is read from the form when it is submitted: WeChat fills its suggestion without an
 * input event, and clears a name its review refuses before the form gives it. What is typed is kept here too: in the
 * browser build a field whose value stayed the saved name was set back to it at every key.
 */
const inWechat = process.env.TARO_ENV === 'weapp';

export default function NicknamePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.session.user?.nicename ?? '');
  const [typed, setTyped] = useState(current);
  // The saved name, once the user has loaded (a page opened at start draws before that).
  useEffect(() => setTyped(current), [current]);
  usePageTitle('settings.nickname');
  const save = async (value: unknown) => {
    if (await dispatch(saveNickname(String(value ?? '')))) miniNavigation.back();
  };
  return (
    <Screen className="account-form nickname-page">
      <Form onSubmit={(e) => void save((e.detail.value as Record<string, unknown> | undefined)?.nickname)}>
        <Input
          className="field nickname-field"
          name="nickname"
          type="nickname"
          ariaLabel={t('settings.nickname')}
          value={typed}
          onInput={(e) => setTyped(e.detail.value)}
          maxlength={NAME_MAX_LENGTH}
          placeholder={t('settings.nicknamePlaceholder')}
        />
        <View className="form-actions">
          {/* In WeChat the form gives the name (its suggestion comes with no input event); Taro's browser build submits a
              form only on a touch's end, so there a click saves what was typed. */}
          <Button
            className="button primary block nickname-save"
            formType={inWechat ? 'submit' : undefined}
            onClick={inWechat ? undefined : () => void save(typed)}
          >
            {t('common.save')}
          </Button>
        </View>
      </Form>
    </Screen>
  );
}
