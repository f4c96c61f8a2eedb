import { maskPhone, routePath } from '@diary/core';
import { accountFormLeft, confirmDeleteAccount, sendDeletionCode } from '@diary/store';
import { useEffect, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { PageBar } from '../../ui/PageBar';
import { CodeField } from './CodeField';
import './account.css';

/** /delete-account: what deleting means, then a code sent to the account's phone confirms it. */
export default function DeleteAccount() {
  const t = useT();
  const dispatch = useAppDispatch();
  const phone = useAppSelector((s) => s.session.user?.mobilePhoneNumber);
  const submitting = useAppSelector((s) => s.accountForm.submitting);
  useEffect(() => {
    // Leaving the form resets it.
    return () => void dispatch(accountFormLeft());
  }, [dispatch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(confirmDeleteAccount());
  };
  return (
    <div className="settings-page account-page">
      <PageBar title={t('settings.deleteAccount')} />
      <form className="account-form" onSubmit={submit} noValidate>
        <h2>{t('settings.deleteAccountTitle')}</h2>
        <p>{t('settings.deleteAccountWhat')}</p>
        <p>
          <button type="button" className="link inline-link" onClick={() => webNavigation.navigate(routePath('account'))}>
            {t('settings.deleteAccountExportFirst')}
          </button>
        </p>
        {phone && <p className="muted">{t('settings.deleteAccountCodeTip', { phone: maskPhone(phone) })}</p>}
        <CodeField canSend={Boolean(phone)} onSend={() => void dispatch(sendDeletionCode())} />
        <button type="submit" className="button danger-button block" disabled={submitting || !phone}>
          {t('settings.deleteAccount')}
        </button>
      </form>
    </div>
  );
}
