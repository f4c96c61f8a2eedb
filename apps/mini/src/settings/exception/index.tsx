import { Button, Text } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { startApp } from '@diary/store';
import { useAppDispatch } from '../../app/hooks';
import { tabPage } from '../../app/pages';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';

/** Starting failed (the server could not be reached): say so, and try again. */
export default function ExceptionPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Screen needsUser={false} className="exception-page">
      <Text className="page-title">{t('exception.title')}</Text>
      <Button
        className="button primary"
        onClick={async () => {
          if (await dispatch(startApp())) void Taro.reLaunch({ url: tabPage('archive') });
        }}
      >
        {t('exception.retry')}
      </Button>
    </Screen>
  );
}
