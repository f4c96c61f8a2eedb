import type { OrderRecord } from '@diary/core';
import { cancelOrder, continuePaying, orderContinuation, selectPaysOnline, selectUnpaidOrders } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import './unpaid-orders.css';

/**
 * One unpaid order: what it is, and what to do with it — continue paying (its QR code again, in the pay
 * sheet) or, when it is paid elsewhere or by hand, its number and where or how; or cancel it.
 */
function UnpaidOrder({ order, day }: { order: OrderRecord; day: Intl.DateTimeFormat }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => selectPaysOnline(s, 'native'));
  const [noteOpen, setNoteOpen] = useState(false);
  const continuation = orderContinuation(order, 'native');
  const payHere = online && continuation.here;
  return (
    <li>
      <p className="order-line">{t('orders.line', { price: order.payment ?? 0 })}</p>
      {order.createdAt && <p className="muted">{t('orders.orderedOn', { date: day.format(new Date(order.createdAt)) })}</p>}
      <div className="order-actions">
        {payHere ? (
          <button type="button" className="button primary" onClick={() => void dispatch(continuePaying(order.objectId))}>
            {t('orders.continuePaying')}
          </button>
        ) : (
          <button type="button" className="button primary" aria-expanded={noteOpen} onClick={() => setNoteOpen(!noteOpen)}>
            {t('orders.continuePaying')}
          </button>
        )}
        <button type="button" className="button" onClick={() => void dispatch(cancelOrder(order.objectId))}>
          {t('orders.cancel')}
        </button>
      </div>
      {!payHere && noteOpen && (
        <div className="order-payment" role="note">
          <p>{t('orders.number', { id: order.objectId })}</p>
          <p>{t(continuation.here ? 'orders.paymentUnavailable' : continuation.note)}</p>
        </div>
      )}
    </li>
  );
}

/** The unpaid orders on /gopro (loaded at start, seed 2 §4). */
export function UnpaidOrders() {
  const t = useT();
  const orders = useAppSelector(selectUnpaidOrders);
  const language = useAppSelector((s) => s.app.preferences.language);
  if (orders.length === 0) return null;
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  return (
    <section className="unpaid-orders" aria-labelledby="unpaid-orders-title">
      <h2 id="unpaid-orders-title">{t('orders.title')}</h2>
      <ul>
        {orders.map((order) => (
          <UnpaidOrder key={order.objectId} order={order} day={day} />
        ))}
      </ul>
    </section>
  );
}
