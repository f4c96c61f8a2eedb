import { cancelSearch, clearDiarySearches, searchAgain, selectSearchScreen, submitSearch, typeSearchKeyword } from '@diary/store';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { useFocusOnMount } from '../ui/focus-on-mount';

/** Search (seed 1 §2), as the store's model says (history/search-screen): the keyword box with cancel, and the recent searches with clear. */
export default function Search() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectSearchScreen);
  const keywordBox = useFocusOnMount<HTMLInputElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(submitSearch());
  };
  return (
    <div className="search-page">
      <form className="search-bar" onSubmit={submit} role="search">
        <input
          className="field"
          type="search"
          ref={keywordBox}
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={screen.keyword}
          onChange={(e) => dispatch(typeSearchKeyword(e.target.value))}
        />
        <button type="button" className="link" onClick={() => dispatch(cancelSearch())}>
          {t('search.cancel')}
        </button>
      </form>
      <section className="search-history">
        <header>
          <h2>{t('search.history')}</h2>
          {screen.canClear && (
            <button type="button" className="link" onClick={() => void dispatch(clearDiarySearches())}>
              {t('search.clear')}
            </button>
          )}
        </header>
        {screen.history.length === 0 ? (
          <p className="empty">{t('search.historyEmpty')}</p>
        ) : (
          <div className="chip-list">
            {screen.history.map((word) => (
              <button key={word} type="button" className="chip" onClick={() => void dispatch(searchAgain(word))}>
                {word}
              </button>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
