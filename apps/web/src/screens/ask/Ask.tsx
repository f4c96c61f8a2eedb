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
import { ArrowUp, ShieldCheck, Square, Trash2 } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { PageBar } from '../../ui/PageBar';
import './ask.css';

/**
 * Ask your diary (not in the seeds; Day One's and Journey's assistants are the model): where the model runs first,
 * then this visit's questions, each answer growing as the model writes it, its citations opening the diaries. What it
 * shows and does is the store's model (assistant/ask-screen); this draws it.
 */
export default function Ask() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectAskScreen);
  useEffect(() => {
    void dispatch(openAsk());
    // Leaving stops an answer still being written: nobody is here to read it.
    return () => void dispatch(leaveAsk());
  }, [dispatch]);
  return (
    <div className="ask-page">
      <PageBar title={t('ask.title')} />
      {screen.availability === 'off' ? <p className="empty">{t('ask.off')}</p> : <Conversation screen={screen} />}
    </div>
  );
}

function Conversation({ screen }: { screen: AskScreen }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const end = useRef<HTMLDivElement>(null);
  const last = screen.turns.at(-1);
  // The newest words stay in view as they arrive.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [screen.turns.length, last?.parts.length]);
  return (
    <>
      <div className="ask-body" aria-live="polite" aria-busy={screen.asking}>
        {screen.notice && (
          <div className="ask-notice">
            <p>
              <ShieldCheck size={18} aria-hidden="true" />
              <span>{translate(screen.notice)}</span>
            </p>
            <div className="ask-keep">
              <span>
                <strong>{t('ask.keep')}</strong>
                <small>{t('ask.keepHint')}</small>
              </span>
              <LabelledSwitch checked={screen.keep} label={t('ask.keep')} onChange={() => void dispatch(switchKeepAnswers())} />
            </div>
          </div>
        )}
        {screen.earlier === null && screen.availability === 'open' && (
          <div className="widget-skeleton" aria-hidden="true">
            <span className="skeleton-line short" />
            <span className="skeleton-line" />
          </div>
        )}
        {screen.earlier && screen.earlier.length > 0 && (
          <section className="ask-earlier" aria-labelledby="ask-earlier">
            <h2 id="ask-earlier">{t('ask.earlier')}</h2>
            {screen.earlier.map((turn) => (
              <Turn key={turn.id} turn={turn} />
            ))}
          </section>
        )}
        {screen.turns.length === 0 && (
          <section className="ask-start" aria-labelledby="ask-examples">
            <p>{t('ask.intro')}</p>
            <h2 id="ask-examples">{t('ask.examples')}</h2>
            <div className="chip-list">
              {screen.examples.map((example) => (
                <button
                  key={example.key}
                  type="button"
                  className="chip"
                  disabled={!screen.examplesTappable}
                  onClick={() => void dispatch(askQuestion(translate(example)))}
                >
                  {translate(example)}
                </button>
              ))}
            </div>
          </section>
        )}
        {screen.turns.map((turn) => (
          <Turn key={turn.id} turn={turn} />
        ))}
        <div ref={end} />
      </div>
      <Composer screen={screen} />
    </>
  );
}

function Turn({ turn }: { turn: AskTurnView }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const writing = turn.state === 'reading' || (turn.state === 'answering' && turn.parts.length === 0);
  return (
    <article className="ask-turn" aria-label={turn.question}>
      <p className="ask-question">
        <span className="visually-hidden">{t('ask.you')}: </span>
        {turn.question}
      </p>
      <div className="ask-answer">
        {writing && (
          <div className="widget-skeleton" aria-hidden="true">
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </div>
        )}
        {turn.parts.length > 0 && (
          <p className="ask-answer-text">
            {turn.parts.map((part, i) =>
              'text' in part ? (
                <span key={i}>{part.text}</span>
              ) : (
                <button key={i} type="button" className="ask-cite" onClick={() => webNavigation.navigate(part.path)}>
                  {part.label}
                </button>
              ),
            )}
          </p>
        )}
        {turn.status && <p className={turn.state === 'failed' ? 'ask-status failed' : 'ask-status'}>{translate(turn.status)}</p>}
        {turn.sources.length > 0 && (
          <section className="ask-sources" aria-labelledby={`ask-sources-${turn.id}`}>
            <h3 id={`ask-sources-${turn.id}`}>{t('ask.sources')}</h3>
            <ul>
              {turn.sources.map((source) => (
                <li key={source.n}>
                  <button type="button" className="related-day" onClick={() => webNavigation.navigate(source.path)}>
                    <span className="related-date">{source.date}</span>
                    {source.title && <strong className="related-title">{source.title}</strong>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {turn.keptId && (
          <button type="button" className="link ask-forget" onClick={() => void dispatch(deleteKept(turn.keptId!))}>
            <Trash2 size={14} aria-hidden="true" /> {t('ask.forget')}
          </button>
        )}
      </div>
    </article>
  );
}

/** The question box at the foot: Enter asks (Shift+Enter is a new line); while an answer is written the button stops it. */
function Composer({ screen }: { screen: AskScreen }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (screen.asking) return dispatch(stopAsking());
    void dispatch(askQuestion());
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  if (screen.availability === 'proRequired')
    return (
      <div className="ask-composer">
        <p className="ask-pro">{t('assistant.proOnly')}</p>
        <button type="button" className="button primary" onClick={() => void dispatch(askQuestion())}>
          {t('ask.goPro')}
        </button>
      </div>
    );
  return (
    <form className="ask-composer" onSubmit={submit}>
      {screen.offline && <p className="ask-pro">{t('ask.offline')}</p>}
      <div className="ask-box">
        <textarea
          className="field"
          rows={1}
          aria-label={t('ask.placeholder')}
          placeholder={t('ask.placeholder')}
          maxLength={screen.maxLength}
          value={screen.draft}
          onChange={(e) => dispatch(askDraftChanged(e.target.value))}
          onKeyDown={onKey}
        />
        <button
          type="submit"
          className="ask-send"
          disabled={!screen.asking && !screen.canAsk}
          aria-label={screen.asking ? t('ask.stop') : t('ask.send')}
          title={screen.asking ? t('ask.stop') : t('ask.send')}
        >
          {screen.asking ? <Square size={16} aria-hidden="true" fill="currentColor" /> : <ArrowUp size={20} aria-hidden="true" />}
        </button>
      </div>
    </form>
  );
}
