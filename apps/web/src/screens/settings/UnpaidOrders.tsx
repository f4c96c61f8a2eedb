import { cancelOrder, selectOnlinePayment, selectUnpaidOrders } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import './unpaid-orders.css';

/**
 * The unpaid orders on /gopro (loaded at start, seed 2 §4): what each is, and what to do with it —
 * continue paying (this server's way of paying, or plainly that it takes no payment online) or cancel.
 */
export function UnpaidOrders() {
  const t = useT();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectUnpaidOrders);
  const online = useAppSelector(selectOnlinePayment);
  const language = useAppSelector((s) => s.app.preferences.language);
  const [open, setOpen] = useState<string | null>(null);
  if (orders.length === 0) return null;
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  return (
    <section className="unpaid-orders" aria-labelledby="unpaid-orders-title">
      <h2 id="unpaid-orders-title">{t('orders.title')}</h2>
      <ul>
        {orders.map((order) => (
          <li key={order.objectId}>
            <p className="order-line">{t('orders.line', { price: order.payment ?? 0 })}</p>
            {order.createdAt && <p className="muted">{t('orders.orderedOn', { date: day.format(new Date(order.createdAt)) })}</p>}
            <div className="order-actions">
              <button
                type="button"
                className="button primary"
                aria-expanded={open === order.objectId}
                onClick={() => setOpen(open === order.objectId ? null : order.objectId)}
              >
                {t('orders.continuePaying')}
              </button>
              <button type="button" className="button" onClick={() => void dispatch(cancelOrder(order.objectId))}>
                {t('orders.cancel')}
              </button>
            </div>
            {open === order.objectId && (
              <div className="order-payment" role="note">
                <p>{t('orders.number', { id: order.objectId })}</p>
                {/* Paying online waits for a payment provider; until then the person running the server confirms by hand. */}
                {!online && <p>{t('orders.paymentUnavailable')}</p>}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
