import { acceptProSheet, closeGatePrompt, continueOnFreePlan, selectProOffer } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { celebrate } from '../../ui/celebrate';
import { Popup } from '../../ui/Popup';
import { useOverlayFocus } from '../../ui/overlay-focus';
import { Sheet } from '../../ui/Sheet';
import { SignInBox } from '../login/SignInBox';

/** The gate's prompts (seed 2 §2.5, §4): the login popup for a visitor, the Pro options sheet for a user without Pro. */
export default function GatePromptSheets() {
  const t = useT();
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((s) => s.gate.prompt);
  const offer = useAppSelector(selectProOffer);
  const close = () => dispatch(closeGatePrompt());
  const holdFocus = useOverlayFocus(prompt?.kind === 'login', close);

  return (
    <>
      <Popup visible={prompt?.kind === 'login'} position="bottom" round closeable onClose={close} className="login-popup">
        <div role="dialog" aria-label={t('login.title')} tabIndex={-1} ref={holdFocus} className="overlay-focus">
          <SignInBox
            onSignedIn={() => {
              close();
              void celebrate();
            }}
          />
        </div>
      </Popup>
      <Sheet title={t('pro.sheetTitle')} visible={prompt?.kind === 'proSheet'} onClose={close} className="pro-sheet">
        <p>{translate(offer.text)}</p>
        {offer.note && <p className="muted">{t(offer.note)}</p>}
        {offer.action && (
          <button type="button" className="button primary block" onClick={() => void dispatch(acceptProSheet())}>
            {t(offer.action)}
          </button>
        )}
        <button type="button" className="link block" onClick={() => void dispatch(continueOnFreePlan())}>
          {t('pro.continueFree')}
        </button>
      </Sheet>
    </>
  );
}
