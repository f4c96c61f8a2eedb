import { Button, Text, Textarea, View } from '@tarojs/components';
import { useUnload } from '@tarojs/taro';
import {
  askDraftChanged,
  askQuestion,
  deleteKept,
  leaveAsk,
  openAsk,
  selectAskScreen,
  stopAsking,
  switchKeepAnswers,
  type AskScreen,
  type AskTurnView,
} from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { Switch } from '../ui/nut';
import { usePageTitle } from '../ui/page-title';
import { Screen } from '../ui/Screen';
import './index.css';

/**
 * Ask your diary: where the model runs first, then this visit's questions, each answer growing as the model writes
 * it, its citations opening the diaries — the store's model (assistant/ask-screen), which the web app draws the same.
 */
export default function AskPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectAskScreen);
  usePageTitle('ask.title');
  useEffect(() => void dispatch(openAsk()), [dispatch]);
  // Leaving stops an answer still being written: nobody is here to read it.
  useUnload(() => void dispatch(leaveAsk()));
  if (screen.availability === 'off')
    return (
      <Screen className="ask-page">
        <View className="center muted">{t('ask.off')}</View>
      </Screen>
    );
  return (
    <Screen className="ask-page">
      <View className="ask-body">
        {screen.notice && (
          <View className="ask-notice">
            <View>{translate(screen.notice)}</View>
            <View className="ask-keep">
              <View className="ask-keep-words">
                <Text className="ask-keep-title">{t('ask.keep')}</Text>
                <Text>{t('ask.keepHint')}</Text>
              </View>
              <Switch checked={screen.keep} onChange={() => void dispatch(switchKeepAnswers())} />
            </View>
          </View>
        )}
        {screen.earlier === null && screen.availability === 'open' && <View className="skeleton ask-line" />}
        {screen.earlier && screen.earlier.length > 0 && (
          <View className="ask-earlier">
            <View className="ask-examples-title">{t('ask.earlier')}</View>
            {screen.earlier.map((turn) => (
              <Turn key={turn.id} turn={turn} />
            ))}
          </View>
        )}
        {screen.turns.length === 0 && (
          <View className="ask-start">
            <View className="ask-intro">{t('ask.intro')}</View>
            <View className="ask-examples-title">{t('ask.examples')}</View>
            <View className="chip-list">
              {screen.examples.map((example) => (
                <View
                  key={example.key}
                  className={screen.examplesTappable ? 'chip ask-example' : 'chip ask-example disabled'}
                  ariaRole="button"
                  onClick={() => screen.examplesTappable && void dispatch(askQuestion(translate(example)))}
                >
                  {translate(example)}
                </View>
              ))}
            </View>
          </View>
        )}
        {screen.turns.map((turn) => (
          <Turn key={turn.id} turn={turn} />
        ))}
      </View>
      <Composer screen={screen} />
    </Screen>
  );
}

function Turn({ turn }: { turn: AskTurnView }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const writing = turn.state === 'reading' || (turn.state === 'answering' && turn.parts.length === 0);
  return (
    <View className="ask-turn">
      <View className="ask-question">{turn.question}</View>
      <View className="ask-answer">
        {writing && (
          <View className="ask-skeleton" ariaHidden>
            <View className="skeleton ask-line" />
            <View className="skeleton ask-line" />
            <View className="skeleton ask-line short" />
          </View>
        )}
        {turn.parts.length > 0 && (
          <View className="ask-answer-text">
            {turn.parts.map((part, i) =>
              'text' in part ? (
                <Text key={i}>{part.text}</Text>
              ) : (
                <Text key={i} className="ask-cite" onClick={() => miniNavigation.navigate(part.path)}>
                  {part.label}
                </Text>
              ),
            )}
          </View>
        )}
        {turn.status && <View className={turn.state === 'failed' ? 'ask-status failed' : 'ask-status'}>{translate(turn.status)}</View>}
        {turn.sources.length > 0 && (
          <View className="ask-sources">
            <View className="ask-sources-title">{t('ask.sources')}</View>
            {turn.sources.map((source) => (
              <View key={source.n} className="related-day" ariaRole="button" onClick={() => miniNavigation.navigate(source.path)}>
                <Text className="related-date">{source.date}</Text>
                {source.title && <Text className="related-title">{source.title}</Text>}
              </View>
            ))}
          </View>
        )}
        {turn.keptId && (
          <View className="ask-forget" ariaRole="button" onClick={() => void dispatch(deleteKept(turn.keptId!))}>
            {t('ask.forget')}
          </View>
        )}
      </View>
    </View>
  );
}

/** The question box at the foot; while an answer is written its button stops it. */
function Composer({ screen }: { screen: AskScreen }) {
  const t = useT();
  const dispatch = useAppDispatch();
  if (screen.availability === 'proRequired')
    return (
      <View className="ask-composer">
        <View className="ask-pro">{t('assistant.proOnly')}</View>
        <Button className="button primary" onClick={() => void dispatch(askQuestion())}>
          {t('ask.goPro')}
        </Button>
      </View>
    );
  return (
    <View className="ask-composer">
      {screen.offline && <View className="ask-pro">{t('ask.offline')}</View>}
      <View className="ask-box">
        <Textarea
          className="field ask-field"
          value={screen.draft}
          maxlength={screen.maxLength}
          autoHeight
          placeholder={t('ask.placeholder')}
          ariaLabel={t('ask.placeholder')}
          confirmType="send"
          onInput={(e) => dispatch(askDraftChanged(e.detail.value))}
          onConfirm={() => void dispatch(askQuestion())}
        />
        {screen.asking ? (
          <Button className="ask-send stop" ariaLabel={t('ask.stop')} onClick={() => dispatch(stopAsking())}>
            {t('ask.stop')}
          </Button>
        ) : (
          <Button className="ask-send" disabled={!screen.canAsk} ariaLabel={t('ask.send')} onClick={() => void dispatch(askQuestion())}>
            {t('ask.send')}
          </Button>
        )}
      </View>
    </View>
  );
}
