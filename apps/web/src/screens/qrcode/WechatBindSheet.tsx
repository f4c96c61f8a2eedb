import { useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { WechatQrFrame } from './WechatQrFrame';
import './qrcode.css';

/** The account page's "Bind WeChat": WeChat's QR frame opened to bind; the scan comes back through /qrcode. */
export function WechatBindSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Sheet title={t('settings.wechatBind')} visible={visible} onClose={onClose} className="wechat-bind">
      <p>{t('wechatQr.bindTip')}</p>
      {visible && <WechatQrFrame purpose="bind" enabled label={t('wechatQr.bindTip')} />}
    </Sheet>
  );
}
