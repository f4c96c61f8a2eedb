import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import './qrcode.css';

/** /bindcell after a scan of a WeChat that has no account yet: the phone form binds a number to it. */
export function WechatPhoneNote() {
  const t = useT();
  const waiting = useAppSelector((s) => s.signIn.wechat !== null);
  return waiting ? <p className="wechat-phone-note">{t('login.wechatNewTip')}</p> : null;
}
