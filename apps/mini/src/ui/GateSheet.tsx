import { Button, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { acceptProSheet, closeGatePrompt, continueOnFreePlan, selectProOffer } from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PAGES } from '../app/pages';
import { translate, useT } from '../i18n';
import { Sheet } from './Sheet';

/**
 * The gate's prompts (seed 2 §4): a visitor goes to sign in; a user without Pro gets the Pro
 * options sheet — the one-month free trial (or the renewal, shown in settings), or the free plan.
 */
export function GateSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((s) => s.gate.prompt);
  const offer = useAppSelector(selectProOffer);
  const close = () => dispatch(closeGatePrompt());

  useEffect(() => {
    if (prompt?.kind !== 'login') return;
    dispatch(closeGatePrompt());
    void Taro.reLaunch({ url: PAGES.login });
  }, [prompt, dispatch]);

  return (
    <Sheet title={t('pro.sheetTitle')} visible={prompt?.kind === 'proSheet'} onClose={close}>
      <View className="pro-sheet">
        <Text className="paragraph">{translate(offer.text)}</Text>
        {offer.note && <Text className="paragraph muted pro-sheet-note">{t(offer.note)}</Text>}
        {offer.action && (
          <Button className="button primary" onClick={() => void dispatch(acceptProSheet())}>
            {t(offer.action)}
          </Button>
        )}
        <Text className="link block" onClick={() => void dispatch(continueOnFreePlan())}>
          {t('pro.continueFree')}
        </Text>
      </View>
    </Sheet>
  );
}
