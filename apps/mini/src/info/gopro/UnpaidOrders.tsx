import { Button, Text, View } from '@tarojs/components';
import type { OrderRecord } from '@diary/core';
import { cancelOrder, continuePaying, orderContinuation, selectPaysOnline, selectUnpaidOrders } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { payInWechat } from './pay-in-wechat';

/** One unpaid order: continue paying it in WeChat's payment sheet when it was made here, else where or how it is paid; or cancel it. */
function UnpaidOrder({ order }: { order: OrderRecord }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => selectPaysOnline(s, 'jsapi'));
  const [noteOpen, setNoteOpen] = useState(false);
  const continuation = orderContinuation(order, 'jsapi');
  const payHere = online && continuation.here;
  const pay = () => (payHere ? void dispatch(payInWechat((code) => continuePaying(order.objectId, code))) : setNoteOpen(!noteOpen));
  return (
    <View className="unpaid-order">
      <Text className="order-line">{t('orders.line', { price: order.payment ?? 0 })}</Text>
      <View className="order-actions">
        <Button className="button primary order-continue" onClick={pay}>
          {t('orders.continuePaying')}
        </Button>
        <Button className="button order-cancel" onClick={() => void dispatch(cancelOrder(order.objectId))}>
          {t('orders.cancel')}
        </Button>
      </View>
      {!payHere && noteOpen && (
        <View className="order-note">
          <Text className="paragraph">{t('orders.number', { id: order.objectId })}</Text>
          <Text className="paragraph">{t(continuation.here ? 'orders.paymentUnavailable' : continuation.note)}</Text>
        </View>
      )}
    </View>
  );
}

/** The unpaid orders on /gopro (loaded at start, seed 2 §4). */
export function UnpaidOrders() {
  const t = useT();
  const orders = useAppSelector(selectUnpaidOrders);
  if (orders.length === 0) return null;
  return (
    <View className="unpaid-orders">
      <Text className="section-title">{t('orders.title')}</Text>
      {orders.map((order) => (
        <UnpaidOrder key={order.objectId} order={order} />
      ))}
    </View>
  );
}
