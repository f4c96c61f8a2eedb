import { PRO_STATUS } from '@diary/core';
import { acceptProSheet, closeGatePrompt, continueOnFreePlan, proStatusOf } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { celebrate } from '../../ui/celebrate';
import { Popup } from '../../ui/nut';
import { Sheet } from '../../ui/Sheet';
import { SignInBox } from '../login/SignInBox';

/** The gate's prompts (seed 2 §2.5, §4): the login popup for a visitor, the Pro options sheet for a user without Pro. */
export default function GatePromptSheets() {
  const t = useT();
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((s) => s.gate.prompt);
  const proStatus = useAppSelector(proStatusOf);
  const close = () => dispatch(closeGatePrompt());

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
        <button type="button" className="button primary block" onClick={() => void dispatch(acceptProSheet())}>
          {proStatus === PRO_STATUS.never ? t('pro.startTrial') : t('pro.renew')}
        </button>
        <button type="button" className="link block" onClick={() => void dispatch(continueOnFreePlan())}>
          {t('pro.continueFree')}
        </button>
      </Sheet>
    </>
  );
}
