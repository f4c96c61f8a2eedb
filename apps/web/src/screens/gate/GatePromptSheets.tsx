import { PRO_STATUS, type GatedAction, routePath } from '@diary/core';
import { acceptProSheet, continueOnFreePlan, promptClosed, proStatusOf, startNewDiary, type AppDispatch } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { celebrate } from '../../ui/celebrate';
import { Popup } from '../../ui/nut';
import { Sheet } from '../../ui/Sheet';
import { webNavigation } from '../../platform/navigation';
import { SignInBox } from '../login/SignInBox';

/** What runs when an action the gate held back may go on. */
function runAction(dispatch: AppDispatch, action: GatedAction) {
  if (action === 'write') void dispatch(startNewDiary());
  else if (action === 'search') webNavigation.navigate(routePath('search'));
}

/** The gate's prompts (seed 2 §2.5, §4): the login popup for a visitor, the Pro options sheet for a user without Pro. */
export default function GatePromptSheets() {
  const t = useT();
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((s) => s.gate.prompt);
  const proStatus = useAppSelector(proStatusOf);
  const close = () => dispatch(promptClosed());

  const primary = async () => {
    const action = await dispatch(acceptProSheet());
    if (action) runAction(dispatch, action);
  };

  return (
    <>
      <Popup visible={prompt?.kind === 'login'} position="bottom" round closeable onClose={close} className="login-popup">
        <SignInBox
          onSignedIn={() => {
            close();
            void celebrate();
          }}
        />
      </Popup>
      <Sheet title={t('pro.sheetTitle')} visible={prompt?.kind === 'proSheet'} onClose={close} className="pro-sheet">
        <p>{proStatus === PRO_STATUS.never ? t('pro.trialText') : t('pro.renewText')}</p>
        <p className="muted">{t('pro.paidToolNote')}</p>
        <button type="button" className="button primary block" onClick={() => void primary()}>
          {proStatus === PRO_STATUS.never ? t('pro.startTrial') : t('pro.renew')}
        </button>
        <button
          type="button"
          className="link block"
          onClick={() => {
            const action = dispatch(continueOnFreePlan());
            if (action) runAction(dispatch, action);
          }}
        >
          {t('pro.continueFree')}
        </button>
      </Sheet>
    </>
  );
}
