import { Button, Text, View } from '@tarojs/components';
import { useUnload } from '@tarojs/taro';
import { proComparison, type Message } from '@diary/core';
import { dismissPaying, payForPro, requestAction, selectMembership, selectPaying, selectProOffer, selectPurchase, startFreeTrial } from '@diary/store';
import { Crown } from 'lucide';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';
import { payInWechat } from './pay-in-wechat';
import { UnpaidOrders } from './UnpaidOrders';

const text = (value: Message | string) => (typeof value === 'string' ? value : translate(value));

/**
 * /gopro (seed 2 §2.7): the Pro status, the unpaid orders, the free-versus-Pro comparison and the offer by
 * status: the free month for someone who never had Pro, else a year of Pro paid in WeChat's payment sheet
 * (or, on a server paid by hand, an order to pay that way). When the server has no price, or takes payment
 * only in the web app, the note says so instead of pretending.
 */
export default function GoProPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const membership = useAppSelector(selectMembership);
  const price = useAppSelector((s) => s.app.features?.proPricePerYear);
  const comparison = proComparison(price);
  usePageTitle('pro.title');
  const offer = useAppSelector(selectProOffer);
  const trial = offer.trial;
  const purchase = useAppSelector((s) => selectPurchase(s, 'jsapi'));
  const paying = useAppSelector(selectPaying);
  const payable = trial || purchase.available;
  const waiting = paying?.outcome === 'waiting';
  // Leaving the page stops following the order; it waits among the unpaid ones.
  useUnload(() => void dispatch(dismissPaying()));
  const act = async () => {
    if (!signedIn) return void dispatch(requestAction('account'));
    if (trial) await dispatch(startFreeTrial());
    else await dispatch(payInWechat((code) => payForPro('jsapi', code)));
  };
  return (
    <Screen needsUser={false} className="gopro-page">
      {membership ? (
        // What the person has now, as a card above the offer, as the web's page leads with it.
        <View className={membership.active ? 'membership active' : 'membership'} ariaRole="region" ariaLabel={t('settings.membership')}>
          <Icon icon={Crown} size={24} className="membership-icon" />
          <View className="membership-body">
            <Text className="gopro-status">{translate(membership.label)}</Text>
            <Text className="membership-offer">{translate(membership.line)}</Text>
          </View>
        </View>
      ) : (
        <Text className="paragraph">{translate(offer.text)}</Text>
      )}
      {signedIn && offer.showsPrices && <UnpaidOrders />}
      <View className="pro-table" role="table">
        <View className="pro-row pro-head" role="row">
          <View className="pro-name" role="columnheader" />
          <View className="pro-cell" role="columnheader">
            <Text>{t('pro.free')}</Text>
            {offer.showsPrices && <Text className="pro-price">{translate(comparison.freePrice)}</Text>}
          </View>
          <View className="pro-cell" role="columnheader">
            <Text>{t('pro.proPlan')}</Text>
            {offer.showsPrices && <Text className="pro-price">{translate(comparison.proPrice)}</Text>}
          </View>
        </View>
        {comparison.rows.map((row) => (
          <View key={row.name.key} className="pro-row" role="row">
            <View className="pro-name" role="rowheader">
              <Text>{translate(row.name)}</Text>
            </View>
            <View className="pro-cell" role="cell">
              <Text>{text(row.free)}</Text>
            </View>
            <View className="pro-cell" role="cell">
              <Text>{text(row.pro)}</Text>
            </View>
          </View>
        ))}
      </View>
      {offer.note && <Text className="paragraph muted">{t(offer.note)}</Text>}
      {offer.action && !payable && !purchase.available && <Text className="notice gopro-no-pay">{t(purchase.reason)}</Text>}
      {waiting && <Text className="notice gopro-waiting">{t('orders.waiting')}</Text>}
      {offer.action && (
        <Button className="button primary block gopro-act" disabled={signedIn && (!payable || waiting)} onClick={() => void act()}>
          {t(offer.action)}
        </Button>
      )}
    </Screen>
  );
}
