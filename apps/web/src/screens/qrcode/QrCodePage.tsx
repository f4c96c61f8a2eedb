import { HOME_PATH, routePath } from '@diary/core';
import { finishWechatQr, type WechatQrOutcome } from '@diary/store';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector, useSignedIn } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { celebrate } from '../../ui/celebrate';
import './qrcode.css';

/**
 * /qrcode: WeChat sends the browser here after a scan, with `code` and the `state` the QR frame was
 * opened with. A known WeChat lands in the dashboard; a new one goes to /bindcell to bind a phone;
 * a bind goes back to the account page. A refused return says so and offers another scan.
 */
export default function QrCodePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<WechatQrOutcome | null>(null);
  // The code can be exchanged once: a second run (a re-render) must not send it again.
  const ran = useRef(false);
  // A bind needs the signed-in user: the exchange waits until the app has started.
  const ready = useAppSelector((s) => s.app.start === 'ready');

  useEffect(() => {
    if (ran.current || !ready) return;
    ran.current = true;
    void dispatch(finishWechatQr({ code: params.get('code'), state: params.get('state') })).then((ended) => {
      setOutcome(ended);
      if (ended === 'signed-in') {
        void celebrate();
        navigate(HOME_PATH, { replace: true });
      } else if (ended === 'needs-phone') navigate(routePath('bindCell'), { replace: true });
      else if (ended === 'bound') webNavigation.replace(routePath('account'));
    });
  }, [dispatch, navigate, params, ready]);

  const failed = outcome === 'failed';
  return (
    <main className="center-page qrcode-page">
      <h1>{t('login.wechatSignIn')}</h1>
      <p className="qrcode-status" role="status">
        {failed ? t('errors.generic') : t('wechatQr.signingIn')}
      </p>
      {failed && (
        <div className="qrcode-actions">
          <button
            type="button"
            className="button primary"
            onClick={() => (signedIn ? webNavigation.replace(routePath('account')) : navigate(routePath('login'), { replace: true }))}
          >
            {t('wechatQr.scanAgain')}
          </button>
          <button type="button" className="button" onClick={() => navigate(routePath('landing'), { replace: true })}>
            {t('settings.home')}
          </button>
        </div>
      )}
    </main>
  );
}
