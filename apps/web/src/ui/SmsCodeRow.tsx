import { PHONE_FIELD_MAX_LENGTH, SMS_CODE_FIELD_MAX_LENGTH } from '@diary/core';
import { useT } from '../i18n';

/** The SMS code field and its send button: "Send code", the 60 s countdown, then "Send again" (sign-in and the account pages). */
export function SmsCodeRow({
  code,
  onCode,
  secondsLeft,
  sent,
  canSend,
  onSend,
}: {
  code: string;
  onCode: (code: string) => void;
  secondsLeft: number;
  sent: boolean;
  canSend: boolean;
  onSend: () => void;
}) {
  const t = useT();
  return (
    <div className="code-row">
      <input
        className="field"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={t('login.codePlaceholder')}
        placeholder={t('login.codePlaceholder')}
        maxLength={SMS_CODE_FIELD_MAX_LENGTH}
        value={code}
        onChange={(e) => onCode(e.target.value)}
      />
      <button type="button" className="send-code" disabled={!canSend} onClick={onSend}>
        {secondsLeft > 0 ? t('login.secondsLeft', { count: secondsLeft }) : sent ? t('login.sendAgain') : t('login.sendCode')}
      </button>
    </div>
  );
}

/** A phone number field (sign-in, and a new number on the account pages), named by its placeholder. */
export function PhoneField({ label, phone, onPhone }: { label: string; phone: string; onPhone: (phone: string) => void }) {
  return (
    <input
      className="field"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      aria-label={label}
      placeholder={label}
      maxLength={PHONE_FIELD_MAX_LENGTH}
      value={phone}
      onChange={(e) => onPhone(e.target.value)}
    />
  );
}
