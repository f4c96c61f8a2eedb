import { Button, Text } from '@tarojs/components';
import { maskPhone, routePath } from '@diary/core';
import { accountCodeTyped, accountFormLeft, confirmDeleteAccount, selectAccountSmsSecondsLeft, sendDeletionCode } from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { CodeRow } from '../../ui/CodeRow';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

/** /delete-account: what deleting means, then a code sent to the account's phone confirms it. */
export default function DeleteAccountPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const phone = useAppSelector((s) => s.session.user?.mobilePhoneNumber);
  const form = useAppSelector((s) => s.accountForm);
  const secondsLeft = useAppSelector(selectAccountSmsSecondsLeft);
  usePageTitle('settings.deleteAccount');
  useEffect(() => () => void dispatch(accountFormLeft()), [dispatch]);
  return (
    <Screen className="account-form delete-account-page">
      <Text className="page-title">{t('settings.deleteAccountTitle')}</Text>
      <Text className="paragraph">{t('settings.deleteAccountWhat')}</Text>
      <Text className="link paragraph export-first" onClick={() => miniNavigation.navigate(routePath('account'))}>
        {t('settings.deleteAccountExportFirst')}
      </Text>
      {phone && <Text className="paragraph muted">{t('settings.deleteAccountCodeTip', { phone: maskPhone(phone) })}</Text>}
      <CodeRow
        code={form.code}
        onCode={(code) => void dispatch(accountCodeTyped(code))}
        canSend={Boolean(phone)}
        onSend={() => void dispatch(sendDeletionCode())}
        secondsLeft={secondsLeft}
        sent={Boolean(form.codeSentAt)}
      />
      <Button className="button danger-button block delete-account" disabled={form.submitting || !phone} onClick={() => void dispatch(confirmDeleteAccount())}>
        {t('settings.deleteAccount')}
      </Button>
    </Screen>
  );
}
