import { Button, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { PRO_STATUS } from '@diary/core';
import { acceptProSheet, closeGatePrompt, continueOnFreePlan, proStatusOf } from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PAGES } from '../app/pages';
import { useT } from '../i18n';
import { Sheet } from './Sheet';

/**
 * The gate's prompts (seed 2 §4): a visitor goes to sign in; a user without Pro gets the Pro
 * options sheet — the one-month free trial (or the renewal, shown in settings), or the free plan.
 */
export function GateSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((s) => s.gate.prompt);
  const proStatus = useAppSelector(proStatusOf);
  const close = () => dispatch(closeGatePrompt());

  useEffect(() => {
    if (prompt?.kind !== 'login') return;
    dispatch(closeGatePrompt());
    void Taro.reLaunch({ url: PAGES.login });
  }, [prompt, dispatch]);

  return (
    <Sheet title={t('pro.sheetTitle')} visible={prompt?.kind === 'proSheet'} onClose={close}>
      <View className="pro-sheet">
        <Text className="paragraph">{proStatus === PRO_STATUS.never ? t('pro.trialText') : t('pro.renewText')}</Text>
        <Button className="button primary" onClick={() => void dispatch(acceptProSheet())}>
          {proStatus === PRO_STATUS.never ? t('pro.startTrial') : t('pro.renew')}
        </Button>
        <Text className="link block" onClick={() => void dispatch(continueOnFreePlan())}>
          {t('pro.continueFree')}
        </Text>
      </View>
    </Sheet>
  );
}
