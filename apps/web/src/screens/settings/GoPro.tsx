import { payForPro, requestAction, selectMembership, selectProOffer, selectPurchase, startFreeTrial } from '@diary/store';
import { Crown } from 'lucide-react';
import { useAppDispatch, useAppSelector, useSignedIn } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { PaySheet } from './PaySheet';
import { ProComparison } from './ProComparison';
import { UnpaidOrders } from './UnpaidOrders';
import './gopro.css';

/** /gopro (seed 2 §2.7): the offer depends on the Pro status: the trial, or a renewal. */
export default function GoPro() {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const membership = useAppSelector(selectMembership);
  const offer = useAppSelector(selectProOffer);
  // The web pays by WeChat Pay's QR code (Native); a server paid by hand takes the order and its number.
  const purchase = useAppSelector((s) => selectPurchase(s, 'native'));
  const buyable = offer.trial || purchase.available;
  const act = async () => {
    if (!signedIn) return void dispatch(requestAction('account'));
    if (offer.trial) await dispatch(startFreeTrial());
    else await dispatch(payForPro('native'));
  };
  return (
    <div className="gopro-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t('pro.title')}</h1>
      </header>
      {membership ? (
        // What the person has now, as a card above the offer (as Day One's premium page leads with the plan held).
        <section className={membership.active ? 'membership active' : 'membership'} aria-label={t('settings.membership')}>
          <Crown className="membership-icon" aria-hidden="true" />
          <div>
            <p className="membership-state">{translate(membership.label)}</p>
            <p className="membership-offer">{translate(membership.line)}</p>
          </div>
        </section>
      ) : (
        <p>{translate(offer.text)}</p>
      )}
      {signedIn && <UnpaidOrders />}
      <ProComparison />
      {offer.note && <p className="muted">{t(offer.note)}</p>}
      {!buyable && !purchase.available && <p className="notice">{t(purchase.reason)}</p>}
      {offer.action && (
        <button type="button" className="button primary block" disabled={signedIn && !buyable} onClick={() => void act()}>
          {t(offer.action)}
        </button>
      )}
      <PaySheet />
    </div>
  );
}
