import { unbindWechat } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { PageBar } from '../../ui/PageBar';
import './account.css';

/** /wechat-unbind: what unbinding means, and the button (it asks once more). */
export default function WechatUnbind() {
  const t = useT();
  const dispatch = useAppDispatch();
  const bound = useAppSelector((s) => s.session.wechatBindStatus === 1);
  return (
    <div className="settings-page account-page">
      <PageBar title={t('settings.wechatUnbind')} />
      <div className="account-form">
        <p>
          {t('settings.wechat')}: {t(bound ? 'settings.wechatBound' : 'settings.wechatNotBound')}
        </p>
        <p className="muted">{t('settings.wechatUnbindContent')}</p>
        <button type="button" className="button danger-button block" disabled={!bound} onClick={() => void dispatch(unbindWechat())}>
          {t('settings.wechatUnbind')}
        </button>
      </div>
    </div>
  );
}
