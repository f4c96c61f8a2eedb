import { Button, Text, View } from '@tarojs/components';
import { proComparison, proLabel, type Message } from '@diary/core';
import { proStatusOf, requestAction, selectProOffer, startFreeTrial } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';

const text = (value: Message | string) => (typeof value === 'string' ? value : translate(value));

/**
 * /gopro (seed 2 §2.7): the Pro status, the free-versus-Pro comparison and the offer by status: the
 * free month for someone who never had Pro, else a year of Pro — which is paid for in the web app until
 * WeChat Pay comes, and needs the server's price: the note says which, instead of pretending.
 */
export default function GoProPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const user = useAppSelector((s) => s.session.user);
  const status = useAppSelector(proStatusOf);
  const price = useAppSelector((s) => s.app.features?.proPricePerYear);
  const comparison = proComparison(price);
  usePageTitle('pro.title');
  const offer = useAppSelector(selectProOffer);
  const trial = offer.trial;
  // Paying inside the mini program needs WeChat Pay, which the payment work adds; until then a year of Pro
  // is bought in the web app (an order made here could not be paid here). The free month starts here.
  const payable = trial;
  const act = async () => {
    if (!signedIn) return void dispatch(requestAction('account'));
    if (trial) await dispatch(startFreeTrial());
  };
  return (
    <Screen needsUser={false} className="gopro-page">
      {signedIn && <Text className="membership gopro-status">{translate(proLabel(status, user?.proExpiredAt))}</Text>}
      <Text className="paragraph">{t(offer.text)}</Text>
      <View className="pro-table" role="table">
        <View className="pro-row pro-head" role="row">
          <View className="pro-name" role="columnheader" />
          <View className="pro-cell" role="columnheader">
            <Text>{t('pro.free')}</Text>
            <Text className="pro-price">{translate(comparison.freePrice)}</Text>
          </View>
          <View className="pro-cell" role="columnheader">
            <Text>{t('pro.proPlan')}</Text>
            <Text className="pro-price">{translate(comparison.proPrice)}</Text>
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
      <Text className="paragraph muted">{t('pro.paidToolNote')}</Text>
      {!payable && <Text className="notice gopro-no-pay">{t(price === undefined ? 'pro.noPrice' : 'pro.payInWebApp')}</Text>}
      <Button className="button primary block gopro-act" disabled={!payable} onClick={() => void act()}>
        {t(offer.action)}
      </Button>
    </Screen>
  );
}
