import { Button, Input, View } from '@tarojs/components';
import { NAME_MAX_LENGTH } from '@diary/core';
import { updateProfile } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

/** /set-nicename: WeChat's nickname field (it offers the WeChat nickname above the keyboard); saved, it goes back. */
export default function NicknamePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.session.user?.nicename ?? '');
  const [nickname, setNickname] = useState(current);
  usePageTitle('settings.nickname');
  const save = async () => {
    if (await dispatch(updateProfile({ nicename: nickname.trim() }))) miniNavigation.back();
  };
  return (
    <Screen className="account-form nickname-page">
      <Input
        className="field nickname-field"
        type="nickname"
        ariaLabel={t('settings.nickname')}
        value={nickname}
        maxlength={NAME_MAX_LENGTH}
        placeholder={t('settings.nicknamePlaceholder')}
        onInput={(e) => setNickname(e.detail.value)}
        // WeChat's suggestion fills the field without an input event.
        onBlur={(e) => setNickname(e.detail.value)}
      />
      <View className="form-actions">
        <Button className="button primary block nickname-save" disabled={nickname.trim() === current} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </View>
    </Screen>
  );
}
