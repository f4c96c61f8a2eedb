import { Button } from '@tarojs/components';
import { useT } from '../i18n';

/** The floating Write button of the tabs and lists. */
export function WriteButton({ onWrite }: { onWrite: () => void }) {
  const t = useT();
  return (
    <Button className="write-button" onClick={onWrite}>
      {t('common.write')}
    </Button>
  );
}
