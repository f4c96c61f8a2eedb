import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';

/**
 * The WeChat QR method (seed 2 §2.4): WeChat's own login page in a frame, dimmed and masked until
 * the agreement is ticked. After a scan WeChat sends the browser to /qrcode with a code.
 */
export function QrSignIn({ enabled }: { enabled: boolean }) {
  const t = useT();
  const appId = useAppSelector((s) => s.app.features?.wechatAppId);
  const redirect = `${window.location.origin}/qrcode`;
  const src = `https://open.weixin.qq.com/connect/qrconnect?appid=${encodeURIComponent(appId ?? '')}&scope=snsapi_login&redirect_uri=${encodeURIComponent(redirect)}&state=web&style=black&href=`;
  return (
    <div className={`qr-sign-in${enabled ? '' : ' masked'}`}>
      {enabled ? <iframe title={t('login.qrTip')} src={src} sandbox="allow-scripts allow-same-origin allow-top-navigation" /> : <div className="qr-mask">{t('login.qrTip')}</div>}
    </div>
  );
}
