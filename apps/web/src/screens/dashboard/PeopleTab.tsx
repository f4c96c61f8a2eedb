import { PEOPLE_INDEX_ITEM_HEIGHT, PEOPLE_SKELETONS, type MessageKey, type PeopleRecord } from '@diary/core';
import { openTargetAdd, selectDraftRefIds } from '@diary/store';
import { Clock, Plus, Search, Star, type LucideIcon } from 'lucide-react';
import {
  addSuggestedDraftPerson,
  addSuggestedPerson,
  jumpInPeopleIndex,
  openPerson,
  searchPeopleAgain,
  selectPeopleScreen,
  showMorePeople,
  togglePersonInDraft,
  typePeopleQuery,
  type PeopleIndexKey,
} from '@diary/store/people';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { ListSearch, useSearchFocus } from '../../ui/ListSearch';
import { SkeletonCards } from '../../ui/SkeletonCards';
import { CheckRow } from '../pickers/CheckRow';
import { OptionsButton, TargetOptionsSheet, useLongPress, type ChosenTarget } from './TargetOptionsSheet';
import { FavoriteMark } from '../../ui/FavoriteMark';

const GROUP_TITLES: Partial<Record<string, MessageKey>> = { starred: 'people.starred', recent: 'people.recent', results: 'search.results' };
/** The index bar's markers before A–Z (the app's icons, as in the mini program). */
const MARKERS: Partial<Record<PeopleIndexKey, { icon: LucideIcon; label: MessageKey }>> = {
  search: { icon: Search, label: 'people.searchPlaceholder' },
  starred: { icon: Star, label: 'people.starred' },
  recent: { icon: Clock, label: 'people.recent' },
};

/**
 * The People tab (seed 2 §2.9): search, groups by pinyin initial under sticky headings with starred and
 * recent people on top, the index bar on the right, "Add {name}" under Suggestions, pages of 20.
 * In select mode (the editor's people picker) people are rows with check circles that toggle them in
 * the diary being written, and "Add {name}" adds the person checked; no add button, no options.
 */
export default function PeopleTab({ mode = 'view' }: { mode?: 'view' | 'select' }) {
  const select = mode === 'select';
  const t = useT();
  const dispatch = useAppDispatch();
  const tab = useAppSelector((s) => selectPeopleScreen(s, mode));
  const { query, shown, more } = tab;
  const setQuery = (text: string) => dispatch(typePeopleQuery(mode, text));
  const search = useSearchFocus();
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenTarget | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headings = useRef(new Map<string, HTMLElement>());
  const end = useRef<HTMLDivElement>(null);

  const shownCount = shown.reduce((sum, g) => sum + g.people.length, 0);

  // The next page comes as the end of the list scrolls into view.
  useEffect(() => {
    const sentinel = end.current;
    if (!more || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) dispatch(showMorePeople(mode));
      },
      { root: scroller.current, rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, shownCount, dispatch, mode]);

  // A jump waits for its group to be drawn (its page may not have been).
  useEffect(() => {
    if (!jumpTo) return;
    headings.current.get(jumpTo)?.scrollIntoView({ block: 'start' });
    setJumpTo(null);
  }, [jumpTo, shown]);

  const jump = (key: PeopleIndexKey) => {
    const target = dispatch(jumpInPeopleIndex(mode, key));
    if (target === 'search') {
      scroller.current?.scrollTo({ top: 0 });
      input.current?.focus();
    } else if (target) setJumpTo(target);
  };

  return (
    <div className="people-tab" style={{ '--people-index-item': `${PEOPLE_INDEX_ITEM_HEIGHT}px` } as CSSProperties} onPointerDownCapture={search.pressed}>
      <div className="people-scroll" ref={scroller}>
        <ListSearch
          className="people-search"
          label={t('people.searchPlaceholder')}
          kind="people"
          query={query}
          history={tab.history}
          search={search}
          inputRef={input}
          onQuery={setQuery}
          onChoose={(word) => void dispatch(searchPeopleAgain(mode, word))}
        />

        {tab.loading ? (
          select ? (
            <SkeletonCards count={PEOPLE_SKELETONS} gridClass="check-rows" cardClass="check-row" parts={['check-row-thumb round', 'check-row-name']} />
          ) : (
            <SkeletonCards count={PEOPLE_SKELETONS} gridClass="people-grid" cardClass="people-card" parts={['people-avatar', 'people-name']} />
          )
        ) : tab.empty ? (
          <p className="empty">{t('people.empty')}</p>
        ) : (
          <>
            {shown.map((group) => (
              <section key={group.key} className="people-group" aria-labelledby={`people-group-${group.key}`}>
                <h3
                  className="people-heading"
                  id={`people-group-${group.key}`}
                  ref={(el) => {
                    if (el) headings.current.set(group.key, el);
                    else headings.current.delete(group.key);
                  }}
                >
                  {GROUP_TITLES[group.key] ? t(GROUP_TITLES[group.key]!) : group.key}
                </h3>
                {select ? (
                  <PersonRows people={group.people} query={query} />
                ) : (
                  <ul className="people-grid">
                    {group.people.map((person) => (
                      <li key={person.objectId} className="card-with-options">
                        <PersonCard
                          person={person}
                          onOpen={() => void dispatch(openPerson(person.objectId, query))}
                          onOptions={() => setChosen({ id: person.objectId, name: person.name })}
                        />
                        <OptionsButton name={person.name} onOpen={() => setChosen({ id: person.objectId, name: person.name })} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {tab.suggestion && (
              <section className="people-group people-suggestions">
                <h3 className="people-heading">{t('people.suggestions')}</h3>
                <button
                  type="button"
                  className="people-add-row"
                  onClick={() => void dispatch(select ? addSuggestedDraftPerson(tab.suggestion!) : addSuggestedPerson(tab.suggestion!))}
                >
                  <span className="people-add-icon" aria-hidden="true">
                    <Plus size={20} />
                  </span>
                  {t('people.addNamed', { name: tab.suggestion })}
                </button>
              </section>
            )}
            {more && <div ref={end} className="people-more" aria-hidden="true" />}
          </>
        )}
      </div>

      {!tab.searching && !tab.empty && (
        <nav className="people-index" aria-label={t('people.indexBar')}>
          {tab.indexBar.map(({ key, target }) => {
            const marker = MARKERS[key];
            return (
              <button key={key} type="button" disabled={!target} aria-label={marker ? t(marker.label) : key} onClick={() => jump(key)}>
                {marker ? <marker.icon aria-hidden="true" size={12} strokeWidth={2} /> : key}
              </button>
            );
          })}
        </nav>
      )}

      {!select && (
        <>
          <button
            type="button"
            className="people-add-fab"
            aria-label={t('target.addPeople')}
            title={t('target.addPeople')}
            onClick={() => void dispatch(openTargetAdd('people'))}
          >
            <Plus aria-hidden="true" size={26} />
          </button>
          <TargetOptionsSheet kind="people" target={chosen} onView={(id) => void dispatch(openPerson(id))} onClose={() => setChosen(null)} />
        </>
      )}
    </div>
  );
}

/** Runs once the pointer is released (or the press is cancelled), after the click it makes. */
/** Select mode: people as rows, checked when the draft has them; a tap toggles them (a search that found them is remembered). */
function PersonRows({ people, query }: { people: readonly PeopleRecord[]; query: string }) {
  const dispatch = useAppDispatch();
  const media = useMedia();
  const checked = useAppSelector((s) => selectDraftRefIds(s, 'people'));
  return (
    <ul className="check-rows">
      {people.map((person) => (
        <li key={person.objectId}>
          <CheckRow
            checked={checked.has(person.objectId)}
            onToggle={() => void dispatch(togglePersonInDraft(person, query))}
            image={person.avatar ? media.cover(person.avatar, 'cover') : undefined}
            mark={Array.from(person.name.trim())[0] ?? ''}
            round
            name={
              <>
                {person.favorite && <FavoriteMark />}
                {person.name}
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** A person in the grid: avatar (or the name's first character) and name; a long press opens its options. */
function PersonCard({ person, onOpen, onOptions }: { person: PeopleRecord; onOpen: () => void; onOptions: () => void }) {
  const media = useMedia();
  const hold = useLongPress(onOptions);
  return (
    <button type="button" className="people-card" onClick={onOpen} {...hold}>
      {person.avatar ? (
        <img className="people-avatar" src={media.cover(person.avatar, 'cover')} alt="" loading="lazy" />
      ) : (
        <span className="people-avatar" aria-hidden="true">
          {Array.from(person.name.trim())[0] ?? ''}
        </span>
      )}
      <span className="people-name">
        {person.favorite && <FavoriteMark />}
        {person.name}
      </span>
    </button>
  );
}
