import { Button, Form, Input, View } from '@tarojs/components';
import { NAME_MAX_LENGTH } from '@diary/core';
import { updateProfile } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

/**
 * /set-nicename: WeChat's nickname field, which offers the WeChat nickname above the keyboard; saved, it
 * goes back. The name is read from the form when it is submitted: WeChat fills its suggestion without an
 * input event, and clears a name its review refuses before the form gives it.
 */
export default function NicknamePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.session.user?.nicename ?? '');
  usePageTitle('settings.nickname');
  const save = async (value: unknown) => {
    const nickname = String(value ?? '').trim();
    if (nickname === current || (await dispatch(updateProfile({ nicename: nickname })))) miniNavigation.back();
  };
  return (
    <Screen className="account-form nickname-page">
      <Form onSubmit={(e) => void save((e.detail.value as Record<string, unknown> | undefined)?.nickname)}>
        <Input
          className="field nickname-field"
          name="nickname"
          type="nickname"
          ariaLabel={t('settings.nickname')}
          value={current}
          maxlength={NAME_MAX_LENGTH}
          placeholder={t('settings.nicknamePlaceholder')}
        />
        <View className="form-actions">
          <Button className="button primary block nickname-save" formType="submit">
            {t('common.save')}
          </Button>
        </View>
      </Form>
    </Screen>
  );
}
