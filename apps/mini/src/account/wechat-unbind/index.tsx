import { Button, Text } from '@tarojs/components';
import { unbindWechat } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

/** /wechat-unbind: what unbinding means, and the button (it asks once more). */
export default function WechatUnbindPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const bound = useAppSelector((s) => s.session.wechatBindStatus === 1);
  usePageTitle('settings.wechatUnbind');
  return (
    <Screen className="account-form wechat-unbind-page">
      <Text className="paragraph">
        {t('settings.wechat')}: {t(bound ? 'settings.wechatBound' : 'settings.wechatNotBound')}
      </Text>
      <Text className="paragraph muted">{t('settings.wechatUnbindContent')}</Text>
      <Button className="button danger-button block wechat-unbind" disabled={!bound} onClick={() => void dispatch(unbindWechat())}>
        {t('settings.wechatUnbind')}
      </Button>
    </Screen>
  );
}
