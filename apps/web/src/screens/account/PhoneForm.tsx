import { isValidPhone, maskPhone } from '@diary/core';
import { accountFormLeft, accountPhoneTyped, sendPhoneChangeCode, submitPhoneChange } from '@diary/store';
import { useEffect, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { PageBar } from '../../ui/PageBar';
import { PhoneField } from '../../ui/SmsCodeRow';
import { CodeField } from './CodeField';
import './account.css';

/** /set-phone and /phone-change: a code goes to the new number, and with it the account moves there. */
export default function PhoneForm({ mode }: { mode: 'set' | 'change' }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => s.accountForm);
  const current = useAppSelector((s) => s.session.user?.mobilePhoneNumber);
  useEffect(() => {
    // Leaving the form resets it.
    return () => void dispatch(accountFormLeft());
  }, [dispatch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(submitPhoneChange());
  };
  return (
    <div className="settings-page account-page">
      <PageBar title={t(mode === 'set' ? 'settings.setPhone' : 'settings.changePhone')} />
      <form className="account-form" onSubmit={submit} noValidate>
        {mode === 'change' && current && <p className="muted">{t('settings.currentPhone', { phone: maskPhone(current) })}</p>}
        <PhoneField label={t('settings.newPhone')} phone={form.phone} onPhone={(value) => dispatch(accountPhoneTyped(value))} />
        <CodeField canSend={isValidPhone(form.phone)} onSend={() => void dispatch(sendPhoneChangeCode())} />
        <p className="muted small">{t('settings.phoneCodeTip')}</p>
        <button type="submit" className="button primary block" disabled={form.submitting}>
          {t(mode === 'set' ? 'settings.setPhone' : 'settings.changePhone')}
        </button>
      </form>
    </div>
  );
}
