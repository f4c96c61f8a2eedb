import type { SearchHistoryKind } from '@diary/core';
import { clearSearchHistory, rememberSearch } from '@diary/store';
import { useRef, useState, type RefObject } from 'react';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../i18n';

/**
 * A list's search box (People, Stories): the box, Cancel while it is in use, and the recent searches of its kind under
 * it while it is focused and empty; Enter remembers the search. `search` is the screen's useSearchFocus (its `pressed`
 * goes on the screen), `inputRef` lets the screen focus the box.
 */
export function ListSearch({
  className,
  label,
  kind,
  query,
  history,
  search,
  inputRef,
  onQuery,
  onChoose,
}: {
  className: string;
  label: string;
  kind: SearchHistoryKind;
  query: string;
  history: string[];
  search: ReturnType<typeof useSearchFocus>;
  inputRef: RefObject<HTMLInputElement>;
  onQuery: (query: string) => void;
  onChoose: (word: string) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <>
      <form
        className={className}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) void dispatch(rememberSearch(kind, query.trim()));
        }}
      >
        <input
          ref={inputRef}
          className="field"
          type="search"
          aria-label={label}
          placeholder={label}
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          onFocus={search.focus}
          onBlur={search.blur}
        />
        {(search.focused || query !== '') && (
          <button
            type="button"
            className="link"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onQuery('');
              inputRef.current?.blur();
            }}
          >
            {t('search.cancel')}
          </button>
        )}
      </form>
      {search.focused && query === '' && <SearchHistory kind={kind} words={history} onChoose={onChoose} />}
    </>
  );
}

/** The recent searches of one kind (seed 2: at most 8 shown, with clear, and its own empty text); a click searches one again. */
export function SearchHistory({ kind, words, onChoose }: { kind: SearchHistoryKind; words: string[]; onChoose: (word: string) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    // Pressing in the panel keeps the box focused, so the panel stays for the click.
    <section className="search-history" aria-label={t('search.history')} onMouseDown={(e) => e.preventDefault()}>
      <header>
        <h2>{t('search.history')}</h2>
        {words.length > 0 && (
          <button type="button" className="link" onClick={() => void dispatch(clearSearchHistory(kind))}>
            {t('search.clear')}
          </button>
        )}
      </header>
      {words.length === 0 ? (
        <p className="empty">{t('search.historyEmpty')}</p>
      ) : (
        <div className="chip-list">
          {words.map((word) => (
            <button key={word} type="button" className="chip" onClick={() => onChoose(word)}>
              {word}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Whether a search box is focused, for its history panel. A press elsewhere blurs the box before that thing's click:
 * hiding the panel at once would move what is under the pointer and lose the click, so after a press the panel goes
 * when the press ends. `pressed` goes on the screen's pointer-down (capture).
 */
export function useSearchFocus() {
  const [focused, setFocused] = useState(false);
  const pressing = useRef(false);
  return {
    focused,
    focus: () => setFocused(true),
    blur: () => {
      if (pressing.current) afterPress(() => setFocused(false));
      else setFocused(false);
    },
    pressed: () => {
      pressing.current = true;
      afterPress(() => {
        pressing.current = false;
      });
    },
  };
}

function afterPress(then: () => void) {
  const end = () => {
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
    setTimeout(then);
  };
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
}
