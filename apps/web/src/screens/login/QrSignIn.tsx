import { useT } from '../../i18n';
import { WechatQrFrame } from '../qrcode/WechatQrFrame';

/**
 * The WeChat QR method (seed 2 §2.4): WeChat's own login page in a frame, dimmed and masked until
 * the agreement is ticked. After a scan WeChat sends the browser to /qrcode with a code.
 */
export function QrSignIn({ enabled }: { enabled: boolean }) {
  const t = useT();
  return <WechatQrFrame purpose="login" enabled={enabled} label={t('login.qrTip')} />;
}
