import { visibleSearchHistory } from '@diary/core';
import { chooseSearchHistory, clearSearchHistory, searchDiaries } from '@diary/store';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { webNavigation } from '../platform/navigation';

/** Search (seed 1 §2): the keyword box with cancel, and the recent searches (at most 8 shown) with clear. */
export default function Search() {
  const t = useT();
  const dispatch = useAppDispatch();
  const history = useAppSelector((s) => s.history.searches.diary);
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(searchDiaries(keyword));
  };
  return (
    <div className="search-page">
      <form className="search-bar" onSubmit={submit} role="search">
        <input
          className="field"
          type="search"
          autoFocus
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="button" className="link" onClick={() => webNavigation.back()}>
          {t('search.cancel')}
        </button>
      </form>
      <section className="search-history">
        <header>
          <h2>{t('search.history')}</h2>
          {history.length > 0 && (
            <button type="button" className="link" onClick={() => void dispatch(clearSearchHistory('diary'))}>
              {t('search.clear')}
            </button>
          )}
        </header>
        {history.length === 0 ? (
          <p className="empty">{t('search.historyEmpty')}</p>
        ) : (
          <div className="chip-list">
            {visibleSearchHistory(history).map((word) => (
              <button
                key={word}
                type="button"
                className="chip"
                onClick={() => {
                  void dispatch(chooseSearchHistory('diary', word));
                  void dispatch(searchDiaries(word));
                }}
              >
                {word}
              </button>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
