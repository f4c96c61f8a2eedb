import type { WechatQrPurpose } from '@diary/core';
import { startWechatQr, wechatQrRenewIn, type WechatQrFrame as Frame } from '@diary/store';
import { useEffect, useState } from 'react';
import { useDark } from '../../app/Appearance';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n';
import './qrcode.css';

/**
 * WeChat's QR login page in a frame (seed 2 §2.4), for signing in or for binding WeChat to the
 * account. Until `enabled` (the agreement is ticked) it is dimmed and masked, and nothing is asked of
 * the server. After a scan WeChat sends the whole window to /qrcode with a code and the state.
 */
export function WechatQrFrame({ purpose, enabled, label }: { purpose: WechatQrPurpose; enabled: boolean; label: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const dark = useDark();
  const [frame, setFrame] = useState<Frame | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void dispatch(startWechatQr(purpose, { dark })).then((started) => {
      if (live) setFrame(started);
    });
    return () => {
      live = false;
    };
  }, [dispatch, enabled, purpose, dark, round]);

  useEffect(() => {
    if (!frame) return undefined;
    // Started afresh before its state runs out (the store says when, by the platform's clock).
    const timer = window.setTimeout(() => setRound((n) => n + 1), dispatch(wechatQrRenewIn(frame)));
    return () => window.clearTimeout(timer);
  }, [frame, dispatch]);

  return (
    <div className={`wechat-qr${enabled ? '' : ' masked'}`}>
      {enabled && frame ? (
        // WeChat's page must run its script and, after the scan, send the top window to /qrcode.
        <iframe title={label} src={frame.url} sandbox="allow-scripts allow-same-origin allow-top-navigation" />
      ) : (
        <p className="wechat-qr-mask">{enabled ? label : t('login.needAgreement')}</p>
      )}
    </div>
  );
}
