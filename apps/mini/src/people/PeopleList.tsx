import { Text, View, type ITouchEvent } from '@tarojs/components';
import Taro, { useReachBottom } from '@tarojs/taro';
import { PEOPLE_INDEX_ITEM_HEIGHT, PEOPLE_SKELETONS, type MessageKey, type PeopleRecord } from '@diary/core';
import { openTargetAdd, selectDraftRefIds } from '@diary/store';
import { Clock, Plus, Search, Star, type IconNode } from 'lucide';
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
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { useMedia } from '../ui/media';
import { showTargetOptions } from '../ui/target-options';
import { Picture } from '../ui/Picture';
import { CheckRow } from '../ui/CheckRow';
import { Icon } from '../ui/Icon';
import { ListSearch } from '../ui/ListSearch';

const GROUP_TITLES: Partial<Record<string, MessageKey>> = { starred: 'people.starred', recent: 'people.recent', results: 'search.results' };
/** The index bar's markers before A–Z (the app's icons, as on the web). */
const MARKERS: Partial<Record<PeopleIndexKey, IconNode>> = { search: Search, starred: Star, recent: Clock };
const headingId = (key: string) => `people-group-${key === '#' ? 'other' : key}`;

/**
 * The People list (seed 2 §2.9), drawn over the store's `peopleTab`: search with recent searches, the
 * groups by pinyin initial (starred and recent on top), the index bar on the right — tap or slide a
 * finger along it — "Add {name}" under Suggestions, pages of 20 as the page scrolls to its end.
 * In select mode (the editor's people picker) people are rows with a check that toggles them in the
 * diary being written, and "Add {name}" adds the person checked; no add button, no options.
 */
export function PeopleList({ mode }: { mode: 'view' | 'select' }) {
  const select = mode === 'select';
  const t = useT();
  const dispatch = useAppDispatch();
  const tab = useAppSelector((s) => selectPeopleScreen(s, mode));
  const { query, shown } = tab;
  const setQuery = (text: string) => dispatch(typePeopleQuery(mode, text));
  const [focused, setFocused] = useState(false);
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const checked = useAppSelector((s) => selectDraftRefIds(s, 'people'));

  useReachBottom(() => dispatch(showMorePeople(mode)));

  // A jump waits for its group's page to be drawn.
  useEffect(() => {
    if (!jumpTo) return;
    const target = `#${headingId(jumpTo)}`;
    Taro.nextTick(() => void Taro.pageScrollTo({ selector: target, duration: 0 }).catch(() => {}));
    setJumpTo(null);
  }, [jumpTo, shown]);

  const jump = (key: PeopleIndexKey) => {
    const target = dispatch(jumpInPeopleIndex(mode, key));
    if (target === 'search') {
      void Taro.pageScrollTo({ scrollTop: 0, duration: 0 });
      setFocused(true);
    } else if (target) setJumpTo(target);
  };
  // Sliding along the bar jumps to the letter under the finger (each entry is PEOPLE_INDEX_ITEM_HEIGHT tall).
  const slide = (clientY: number | undefined) => {
    const bar = tab.indexBar;
    void Taro.createSelectorQuery()
      .select('.people-index')
      .boundingClientRect((rect) => {
        const box = Array.isArray(rect) ? rect[0] : rect;
        if (clientY === undefined || !box) return;
        const entry = bar[Math.floor((clientY - box.top) / PEOPLE_INDEX_ITEM_HEIGHT)];
        if (entry) jump(entry.key);
      })
      .exec();
  };

  return (
    <>
      <ListSearch
        className="people-search"
        label={t('people.searchPlaceholder')}
        kind="people"
        query={query}
        history={tab.history}
        focused={focused}
        onFocused={setFocused}
        onQuery={setQuery}
        onChoose={(word) => void dispatch(searchPeopleAgain(mode, word))}
      />

      {tab.loading ? (
        <View className="people-grid">
          {Array.from({ length: PEOPLE_SKELETONS }, (_, i) => (
            <View key={i} className="people-card skeleton">
              <View className="people-avatar" />
              <View className="skeleton-line" />
            </View>
          ))}
        </View>
      ) : tab.empty ? (
        <View className="empty">{t('people.empty')}</View>
      ) : (
        <View className="people-groups">
          {shown.map((group) => (
            <View key={group.key} className="people-group">
              <Text className="people-heading" id={headingId(group.key)}>
                {GROUP_TITLES[group.key] ? t(GROUP_TITLES[group.key]!) : group.key}
              </Text>
              {select ? (
                group.people.map((person) => (
                  <PersonRow
                    key={person.objectId}
                    person={person}
                    checked={checked.has(person.objectId)}
                    onToggle={() => void dispatch(togglePersonInDraft(person, query))}
                  />
                ))
              ) : (
                <View className="people-grid">
                  {group.people.map((person) => (
                    <PersonCard
                      key={person.objectId}
                      person={person}
                      onOpen={() => void dispatch(openPerson(person.objectId, query))}
                      onOptions={() => void showTargetOptions(dispatch, 'people', person.objectId, () => void dispatch(openPerson(person.objectId)))}
                    />
                  ))}
                </View>
              )}
            </View>
          ))}
          {tab.suggestion && (
            <View className="people-group">
              <Text className="people-heading">{t('people.suggestions')}</Text>
              <View
                className="cell people-add-row"
                onClick={() => void dispatch(select ? addSuggestedDraftPerson(tab.suggestion!) : addSuggestedPerson(tab.suggestion!))}
              >
                ＋ {t('people.addNamed', { name: tab.suggestion })}
              </View>
            </View>
          )}
        </View>
      )}

      {!tab.searching && !tab.empty && (
        <View
          className="people-index"
          ariaLabel={t('people.indexBar')}
          onTouchMove={(event) => slide((event as unknown as ITouchEvent).touches[0]?.clientY)}
          catchMove
        >
          {tab.indexBar.map(({ key, target }) => (
            <View
              key={key}
              className={`people-index-key${target ? '' : ' disabled'}`}
              style={{ height: `${PEOPLE_INDEX_ITEM_HEIGHT}px`, lineHeight: `${PEOPLE_INDEX_ITEM_HEIGHT}px` }}
              onClick={() => jump(key)}
            >
              {MARKERS[key] ? <Icon icon={MARKERS[key]} size={11} /> : key}
            </View>
          ))}
        </View>
      )}
      {!select && (
        <View className="add-fab" ariaLabel={t('target.addPeople')} onClick={() => void dispatch(openTargetAdd('people'))}>
          <Icon icon={Plus} size={26} />
        </View>
      )}
    </>
  );
}

/** Select mode: a person as a row, checked when the diary being written has them; a tap toggles them. */
function PersonRow({ person, checked, onToggle }: { person: PeopleRecord; checked: boolean; onToggle: () => void }) {
  const media = useMedia();
  return (
    <CheckRow
      checked={checked}
      onToggle={onToggle}
      name={person.name}
      favorite={person.favorite}
      thumb={
        person.avatar ? (
          <Picture className="check-row-thumb round" src={media.cover(person.avatar, 'cover')} mode="aspectFill" />
        ) : (
          <View className="check-row-thumb round">{Array.from(person.name.trim())[0] ?? ''}</View>
        )
      }
    />
  );
}

/** A person: avatar (or the name's first character) and name; a tap opens their diaries, a long press their options. */
function PersonCard({ person, onOpen, onOptions }: { person: PeopleRecord; onOpen: () => void; onOptions: () => void }) {
  const media = useMedia();
  return (
    <View className="people-card" onClick={onOpen} onLongPress={onOptions}>
      {person.avatar ? (
        <Picture className="people-avatar" src={media.cover(person.avatar, 'cover')} mode="aspectFill" />
      ) : (
        <View className="people-avatar">{Array.from(person.name.trim())[0] ?? ''}</View>
      )}
      <View className="people-name">
        {person.favorite && <Icon icon={Star} size={12} className="favorite-mark" />}
        <Text className="name-text">{person.name}</Text>
      </View>
    </View>
  );
}
