import { SMS_CODE_FIELD_MAX_LENGTH } from '@diary/core';
import { accountCodeTyped, selectAccountSmsSecondsLeft } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';

/** The code field and its send button with the 60 s countdown, as on the sign-in box. */
export function CodeField({ canSend, onSend }: { canSend: boolean; onSend: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const code = useAppSelector((s) => s.accountForm.code);
  const sentAt = useAppSelector((s) => s.accountForm.codeSentAt);
  const secondsLeft = useAppSelector(selectAccountSmsSecondsLeft);
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
        onChange={(e) => dispatch(accountCodeTyped(e.target.value))}
      />
      <button type="button" className="send-code" disabled={!canSend} onClick={onSend}>
        {secondsLeft > 0 ? t('login.secondsLeft', { count: secondsLeft }) : sentAt ? t('login.sendAgain') : t('login.sendCode')}
      </button>
    </div>
  );
}
