import { isValidPhone, routePath } from '@diary/core';
import {
  agreementToggled,
  codeTyped,
  formLeft,
  modeChosen,
  phoneTyped,
  selectSmsSecondsLeft,
  selectVoiceCodeOffered,
  sendCode,
  submitSignIn,
  type SignInMode,
} from '@diary/store';
import { useEffect, useState, type FormEvent } from 'react';
import type { LegalDocumentKind } from '@diary/core/legal';
import { LegalDrawer } from '../legal/LegalDrawer';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { PhoneField, SmsCodeRow } from '../../ui/SmsCodeRow';
import { QrSignIn } from './QrSignIn';

/**
 * The sign-in box (seed 2 §2.4): phone and SMS code (3-4-4 phone, 60 s countdown, voice code),
 * the agreement that gates submit, and on wider screens the WeChat QR method when the server has it.
 * Resolves `onSignedIn` after the store has signed in and started again.
 */
export function SignInBox({ mode = 'login', onSignedIn }: { mode?: SignInMode; onSignedIn?: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => s.signIn);
  const qrOffered = useAppSelector((s) => s.app.screenView !== 'phone' && Boolean(s.app.features?.wechatQrLogin));
  const [method, setMethod] = useState<'sms' | 'qr'>('sms');
  const secondsLeft = useAppSelector(selectSmsSecondsLeft);
  // Offered unless the server says its SMS vendor cannot call (an older server does not say: offered).
  const voice = useAppSelector(selectVoiceCodeOffered);

  useEffect(() => {
    dispatch(modeChosen(mode));
    // Leaving the form resets it.
    return () => {
      dispatch(formLeft());
    };
  }, [dispatch, mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await dispatch(submitSignIn())) onSignedIn?.();
  };

  // The agreement and the policy open as drawers over the box; their links still lead to the pages.
  const [legal, setLegal] = useState<LegalDocumentKind | null>(null);
  const legalLink = (kind: LegalDocumentKind) => (
    <a
      href={routePath(kind)}
      onClick={(event) => {
        event.preventDefault();
        setLegal(kind);
      }}
    >
      {t(kind === 'agreement' ? 'login.agreement' : 'login.policy')}
    </a>
  );
  const agreement = (
    <label className="agreement">
      <input type="checkbox" checked={form.agreement} onChange={() => dispatch(agreementToggled())} />
      <span>
        {t('login.agreePrefix')} {legalLink('agreement')} {t('login.and')} {legalLink('policy')}
      </span>
    </label>
  );

  return (
    <div className="sign-in-box">
      {qrOffered && (
        <button type="button" className="method-toggle" onClick={() => setMethod(method === 'sms' ? 'qr' : 'sms')}>
          {method === 'sms' ? t('login.qrMethod') : t('login.smsMethod')}
        </button>
      )}
      <h2>{t('login.title')}</h2>
      {method === 'qr' && qrOffered ? (
        <>
          <QrSignIn enabled={form.agreement} />
          {agreement}
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <PhoneField label={t('login.phonePlaceholder')} phone={form.phone} onPhone={(value) => dispatch(phoneTyped(value))} />
          <SmsCodeRow
            code={form.code}
            onCode={(value) => dispatch(codeTyped(value))}
            secondsLeft={secondsLeft}
            sent={Boolean(form.codeSentAt)}
            canSend={isValidPhone(form.phone)}
            onSend={() => void dispatch(sendCode())}
          />
          {voice && (
            <button type="button" className="link voice-code" disabled={!isValidPhone(form.phone)} onClick={() => void dispatch(sendCode({ voice: true }))}>
              {t('login.voiceCode')}
            </button>
          )}
          {agreement}
          <button type="submit" className="button primary block" disabled={!form.agreement || form.submitting}>
            {form.submitting ? t(mode === 'bind' ? 'login.binding' : 'login.signingIn') : t(mode === 'bind' ? 'login.bindPhone' : 'login.signIn')}
          </button>
        </form>
      )}
      <LegalDrawer kind={legal} onClose={() => setLegal(null)} />
    </div>
  );
}
