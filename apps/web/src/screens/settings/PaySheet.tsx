import { proLabel } from '@diary/core';
import { dismissPaying, followOrder, proStatusOf, selectPaying } from '@diary/store';
import { qrCodePath } from '@diary/store/poster';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import './pay-sheet.css';
import { Check } from 'lucide-react';

/** The payment link as a QR code: dark modules on white, whatever the theme, so any phone reads it. */
function PayCode({ link, label }: { link: string; label: string }) {
  const code = useMemo(() => qrCodePath(link), [link]);
  return (
    <svg className="pay-code" viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}

/**
 * Paying a Native order (WeChat Pay): the QR code to scan with WeChat on a phone, the price and until when,
 * while the store follows the order to paid. Closing the sheet stops following; the order stays unpaid
 * (and can be continued from the unpaid orders) until it expires.
 */
export function PaySheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const paying = useAppSelector(selectPaying);
  const language = useAppSelector((s) => s.app.preferences.language);
  const status = useAppSelector(proStatusOf);
  const user = useAppSelector((s) => s.session.user);
  const orderId = paying?.orderId;
  const attempt = paying?.attempt;
  // One follow for each start of a payment (the store ends it when the sheet is dismissed).
  useEffect(() => {
    if (orderId) void dispatch(followOrder(orderId));
  }, [dispatch, orderId, attempt]);
  if (!paying || !paying.codeUrl) return null;
  const until = paying.expiresAt ? new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(paying.expiresAt)) : undefined;
  return (
    <Sheet title={t(paying.outcome === 'waiting' ? 'orders.scanToPay' : 'pro.title')} visible onClose={() => dispatch(dismissPaying())} className="pay-sheet">
      {paying.outcome === 'waiting' && (
        <>
          <PayCode link={paying.codeUrl} label={t('orders.scanToPay')} />
          <p className="pay-price">{t('orders.line', { price: paying.price })}</p>
          <p>{t('orders.scanTip', { price: paying.price })}</p>
          {until && <p className="muted">{t('orders.payableUntil', { time: until })}</p>}
        </>
      )}
      <p className={`pay-state pay-${paying.outcome}`} role="status" aria-live="polite">
        {paying.outcome === 'paid' && (
          <span className="pay-done" aria-hidden="true">
            <Check size={28} strokeWidth={3} />
          </span>
        )}
        {t(paying.outcome === 'paid' ? 'orders.paid' : paying.outcome === 'closed' ? 'orders.expired' : 'orders.waiting')}
      </p>
      {paying.outcome === 'paid' && <p className="muted">{translate(proLabel(status, user?.proExpiredAt))}</p>}
      {paying.outcome !== 'waiting' && (
        <button type="button" className="button primary block" onClick={() => dispatch(dismissPaying())}>
          {t('common.close')}
        </button>
      )}
    </Sheet>
  );
}
