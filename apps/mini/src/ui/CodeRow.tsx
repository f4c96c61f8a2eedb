import { Button, Input, View } from '@tarojs/components';
import { SMS_CODE_FIELD_MAX_LENGTH } from '@diary/core';
import { useT } from '../i18n';

/** The SMS code field and its send button, which counts down after a send (sign-in and the account's forms). */
export function CodeRow({
  code,
  onCode,
  canSend,
  onSend,
  secondsLeft,
  sent,
}: {
  code: string;
  onCode: (code: string) => void;
  canSend: boolean;
  onSend: () => void;
  secondsLeft: number;
  sent: boolean;
}) {
  const t = useT();
  return (
    <View className="code-row">
      <Input
        className="field code"
        type="number"
        placeholder={t('login.codePlaceholder')}
        maxlength={SMS_CODE_FIELD_MAX_LENGTH}
        value={code}
        onInput={(e) => onCode(e.detail.value)}
      />
      <Button className="button send-code" size="mini" disabled={!canSend} onClick={onSend}>
        {secondsLeft > 0 ? t('login.secondsLeft', { count: secondsLeft }) : sent ? t('login.sendAgain') : t('login.sendCode')}
      </Button>
    </View>
  );
}
