import { coverShown, type TagRecord } from '@diary/core';
import {
  chooseStoriesPage,
  openOrganizers,
  openStory,
  openTargetAdd,
  searchStoriesAgain,
  selectDraftRefIds,
  selectStoriesScreen,
  toggleStoryInDraft,
  toggleTopicChips,
  typeStoriesQuery,
  type StoriesPage,
} from '@diary/store';
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { ListSearch, useSearchFocus } from '../../ui/ListSearch';
import { CoverPicture } from '../../ui/CoverPicture';
import { SkeletonCards } from '../../ui/SkeletonCards';
import { CheckRow } from '../pickers/CheckRow';
import { OptionsButton, TargetOptionsSheet, useLongPress, type ChosenTarget } from './TargetOptionsSheet';
import { FavoriteMark } from '../../ui/FavoriteMark';
import { ChevronDown, ChevronUp, Pencil, Plus } from 'lucide-react';

/** A horizontal swipe longer than this (and longer than it is tall) turns the page. */
const SWIPE_PX = 60;

/**
 * The Stories tab (seed 2 §2.8): a search box (its recent searches while it is focused and empty, as on People); without a search, the topic navigator (Recently, Favorites,
 * each topic, Others) with its "All topics (n)" chips, and a page of 16:9 story cards per topic; the add button.
 * In select mode (the editor's story picker) stories are rows with a thumbnail and a check circle that
 * toggles them in the diary being written; the topic settings icon and the add button are hidden.
 */
export default function StoriesTab({ mode = 'view' }: { mode?: 'view' | 'select' }) {
  const select = mode === 'select';
  const t = useT();
  const dispatch = useAppDispatch();
  const resetSignal = useAppSelector((s) => s.app.tabResetSignal);
  const tab = useAppSelector((s) => selectStoriesScreen(s, mode));
  const { query, page, at, chipsOpen } = tab;
  const setQuery = (text: string) => dispatch(typeStoriesQuery(mode, text));
  const [chosen, setChosen] = useState<ChosenTarget | null>(null);
  const tabsRef = useRef(new Map<string, HTMLButtonElement>());
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const search = useSearchFocus();

  // Tapping the Stories tab again starts over (the store's): no search, Recently, and here at the top.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [resetSignal]);

  // The chosen tab scrolls into the navigator's view.
  useEffect(() => {
    if (page) tabsRef.current.get(page.id)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [page]);

  const choose = (target: StoriesPage | undefined, focus = false) => {
    if (!target) return;
    dispatch(chooseStoriesPage(mode, target.id));
    if (focus) tabsRef.current.get(target.id)?.focus();
  };
  const title = (p: StoriesPage) => ('key' in p.title ? t(p.title.key) : p.title.text);
  const allTopics = translate(tab.allTopics);

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') choose(tab.pages[at + 1], true);
    else if (event.key === 'ArrowLeft') choose(tab.pages[at - 1], true);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    const touch = event.changedTouches[0];
    swipeStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    choose(tab.pages[dx < 0 ? at + 1 : at - 1]);
  };

  const open = (story: TagRecord) => void dispatch(openStory(story.objectId, query));
  const options = (story: TagRecord) => setChosen({ id: story.objectId, name: story.name });

  return (
    <div className="stories-tab" onPointerDownCapture={search.pressed}>
      <div className="stories-scroll" ref={scroller}>
        <ListSearch
          className="stories-search"
          label={t('stories.searchPlaceholder')}
          kind="tag"
          query={query}
          history={tab.history}
          search={search}
          inputRef={input}
          onQuery={setQuery}
          onChoose={(word) => void dispatch(searchStoriesAgain(mode, word))}
        />

        {tab.searching ? (
          tab.results.length > 0 ? (
            <section className="stories-results" aria-labelledby="stories-results-title">
              <h2 id="stories-results-title" className="stories-heading">
                {t('search.results')}
              </h2>
              {select ? <StoryRows stories={tab.results} query={query} /> : <StoryGrid stories={tab.results} onOpen={open} onOptions={options} />}
            </section>
          ) : (
            <p className="empty">{t('search.noResults')}</p>
          )
        ) : tab.loading ? (
          select ? (
            <SkeletonCards count={tab.skeletons} gridClass="check-rows" cardClass="check-row" parts={['check-row-thumb', 'check-row-name']} />
          ) : (
            <SkeletonCards count={tab.skeletons} gridClass="stories-grid" cardClass="story-card" parts={['story-cover', 'story-name']} />
          )
        ) : tab.empty ? (
          <p className="empty">{t('stories.empty')}</p>
        ) : (
          <>
            <div className="stories-nav">
              <div className="stories-tabs" role="tablist" aria-label={t('stories.topic')} onKeyDown={onTabKey}>
                {tab.pages.map((p) => (
                  <button
                    key={p.id}
                    ref={(el) => {
                      if (el) tabsRef.current.set(p.id, el);
                      else tabsRef.current.delete(p.id);
                    }}
                    type="button"
                    role="tab"
                    id={`stories-tab-${p.id}`}
                    aria-selected={p === page}
                    aria-controls="stories-page"
                    tabIndex={p === page ? 0 : -1}
                    onClick={() => choose(p)}
                  >
                    {title(p)}
                  </button>
                ))}
              </div>
              <button
                type="button"
                className="stories-nav-toggle"
                aria-expanded={chipsOpen}
                aria-label={allTopics}
                title={allTopics}
                onClick={() => dispatch(toggleTopicChips(mode))}
              >
                {chipsOpen ? <ChevronUp aria-hidden="true" size={20} /> : <ChevronDown aria-hidden="true" size={20} />}
              </button>
              {/* Topic settings (seed 2 §2.8), hidden in select mode. */}
              {!select && (
                <button
                  type="button"
                  className="stories-nav-toggle"
                  aria-label={t('stories.topicSettings')}
                  title={t('stories.topicSettings')}
                  onClick={() => void dispatch(openOrganizers('topic'))}
                >
                  <Pencil aria-hidden="true" size={18} />
                </button>
              )}
            </div>
            {chipsOpen && (
              <section className="stories-all-topics" aria-labelledby="stories-all-topics-title">
                <h2 id="stories-all-topics-title" className="stories-heading">
                  {allTopics}
                </h2>
                <div className="chip-list">
                  {tab.pages.map((p) => (
                    <button key={p.id} type="button" className={`chip${p === page ? ' selected' : ''}`} aria-pressed={p === page} onClick={() => choose(p)}>
                      {title(p)}
                    </button>
                  ))}
                </div>
              </section>
            )}
            {page && (
              <div
                id="stories-page"
                className="stories-page"
                role="tabpanel"
                aria-labelledby={`stories-tab-${page.id}`}
                onTouchStart={onTouchStart}
                onTouchEnd={onTouchEnd}
              >
                {page.stories.length === 0 ? (
                  <p className="empty">{t('stories.empty')}</p>
                ) : select ? (
                  <StoryRows stories={page.stories} />
                ) : (
                  <StoryGrid stories={page.stories} onOpen={open} onOptions={options} />
                )}
              </div>
            )}
          </>
        )}
      </div>

      {!select && (
        <>
          <button
            type="button"
            className="stories-add-fab"
            aria-label={t('target.addTag')}
            title={t('target.addTag')}
            onClick={() => void dispatch(openTargetAdd('tag'))}
          >
            <Plus aria-hidden="true" size={26} />
          </button>
          <TargetOptionsSheet kind="tag" target={chosen} onView={(id) => void dispatch(openStory(id))} onClose={() => setChosen(null)} />
        </>
      )}
    </div>
  );
}

/** Select mode: stories as rows (thumbnail, name, count), checked when the draft has them; a tap toggles them (a search that found them is remembered). */
function StoryRows({ stories, query = '' }: { stories: readonly TagRecord[]; query?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const checked = useAppSelector((s) => selectDraftRefIds(s, 'tag'));
  const shown = (story: TagRecord) => {
    const picture = coverShown(story);
    return picture ? media.cover(picture.key, 'cover', picture.crop) : undefined;
  };
  return (
    <ul className="check-rows">
      {stories.map((story) => (
        <li key={story.objectId}>
          <CheckRow
            checked={checked.has(story.objectId)}
            onToggle={() => void dispatch(toggleStoryInDraft(story, query))}
            image={shown(story)}
            mark="#"
            name={
              <>
                {story.favorite && <FavoriteMark />}
                {story.name}
              </>
            }
            detail={t('list.diaryCount', { count: story.count ?? 0 })}
          />
        </li>
      ))}
    </ul>
  );
}

/** Story cards: a 16:9 picture (or the # mark), the name, and how many diaries carry it; "…" or a long press for its options. */
function StoryGrid({
  stories,
  onOpen,
  onOptions,
}: {
  stories: readonly TagRecord[];
  onOpen: (story: TagRecord) => void;
  onOptions: (story: TagRecord) => void;
}) {
  return (
    <ul className="stories-grid">
      {stories.map((story) => (
        <li key={story.objectId} className="card-with-options">
          <StoryCard story={story} onOpen={() => onOpen(story)} onOptions={() => onOptions(story)} />
          <OptionsButton name={story.name} onOpen={() => onOptions(story)} />
        </li>
      ))}
    </ul>
  );
}

function StoryCard({ story, onOpen, onOptions }: { story: TagRecord; onOpen: () => void; onOptions: () => void }) {
  const t = useT();
  const hold = useLongPress(onOptions);
  return (
    <button type="button" className="story-card" onClick={onOpen} {...hold}>
      <CoverPicture
        record={story}
        size="wideCover"
        className="story-cover"
        fallback={
          <span className="story-cover" aria-hidden="true">
            #
          </span>
        }
      />
      <span className="story-name">
        {story.favorite && <FavoriteMark />}
        {story.name}
      </span>
      <span className="story-count">{t('list.diaryCount', { count: story.count ?? 0 })}</span>
    </button>
  );
}
