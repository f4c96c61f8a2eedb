import { accountCodeTyped, selectAccountSmsSecondsLeft } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SmsCodeRow } from '../../ui/SmsCodeRow';

/** The account pages' code field and send button, over their own form in the store. */
export function CodeField({ canSend, onSend }: { canSend: boolean; onSend: () => void }) {
  const dispatch = useAppDispatch();
  const code = useAppSelector((s) => s.accountForm.code);
  const sent = useAppSelector((s) => Boolean(s.accountForm.codeSentAt));
  const secondsLeft = useAppSelector(selectAccountSmsSecondsLeft);
  return (
    <SmsCodeRow code={code} onCode={(value) => dispatch(accountCodeTyped(value))} secondsLeft={secondsLeft} sent={sent} canSend={canSend} onSend={onSend} />
  );
}
