import { ScrollView, Swiper, SwiperItem, Text, View } from '@tarojs/components';
import type { TagRecord } from '@diary/core';
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
import { ChevronDown, ChevronUp, Pencil, Plus, Star } from 'lucide';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { showTargetOptions } from '../../ui/target-options';
import { CheckRow } from '../../ui/CheckRow';
import { CoverPicture } from '../../ui/CoverPicture';
import { Icon } from '../../ui/Icon';
import { LIST_ICONS } from '../../ui/list-icons';
import { ListSearch } from '../../ui/ListSearch';

/** A row of two story cards, as tall as the CSS draws it (the swiper needs its height said). */
const STORY_ROW_PX = 150;
/** A story's row in select mode. */
const STORY_ROW_SELECT_PX = 57;

/**
 * The Stories list (seed 2 §2.8), over the store's `storiesTab`: a search box (its recent searches while it is focused
 * and empty, as on People); without a search, the
 * topic navigator (Recently, Favorites, each topic, Others) with "All topics (n)", and a page of
 * story cards per topic on WeChat's swiper; the add button and the topic settings. In select mode
 * (the editor's story picker) stories are rows with a check that toggles them in the diary being
 * written; no add button, no topic settings, no options.
 */
export function StoriesList({ mode }: { mode: 'view' | 'select' }) {
  const select = mode === 'select';
  const t = useT();
  const dispatch = useAppDispatch();
  const checked = useAppSelector((s) => selectDraftRefIds(s, 'tag'));
  const tab = useAppSelector((s) => selectStoriesScreen(s, mode));
  const [focused, setFocused] = useState(false);
  const { query, page, at, chipsOpen } = tab;
  const setQuery = (text: string) => dispatch(typeStoriesQuery(mode, text));
  const choose = (target: StoriesPage | undefined) => target && dispatch(chooseStoriesPage(mode, target.id));
  const title = (p: StoriesPage) => ('key' in p.title ? t(p.title.key) : p.title.text);
  const open = (story: TagRecord) => void dispatch(openStory(story.objectId, query));
  const options = (story: TagRecord) => void showTargetOptions(dispatch, 'tag', story.objectId, () => open(story));
  const stories = (list: readonly TagRecord[]) =>
    select ? (
      <StoryRows stories={list} checked={checked} onToggle={(story) => void dispatch(toggleStoryInDraft(story, query))} />
    ) : (
      <StoryGrid stories={list} onOpen={open} onOptions={options} />
    );
  const height = select ? Math.max(1, page?.stories.length ?? 0) * STORY_ROW_SELECT_PX : Math.max(1, Math.ceil((page?.stories.length ?? 0) / 2)) * STORY_ROW_PX;

  return (
    <>
      <ListSearch
        className="stories-search"
        label={t('stories.searchPlaceholder')}
        kind="tag"
        query={query}
        history={tab.history}
        focused={focused}
        onFocused={setFocused}
        onQuery={setQuery}
        onChoose={(word) => void dispatch(searchStoriesAgain(mode, word))}
      />

      {tab.searching ? (
        tab.results.length > 0 ? (
          <View className="stories-results">
            <Text className="section-title stories-heading">{t('search.results')}</Text>
            {stories(tab.results)}
          </View>
        ) : (
          <View className="empty">{t('search.noResults')}</View>
        )
      ) : tab.loading ? (
        <View className={select ? 'story-rows' : 'stories-grid'}>
          {Array.from({ length: tab.skeletons }, (_, i) =>
            select ? (
              <View key={i} className="cell check-row story-row-skeleton">
                <View className="check-row-thumb skeleton" />
                <View className="skeleton-line check-row-text" />
              </View>
            ) : (
              <View key={i} className="story-card skeleton">
                <View className="story-cover" />
                <View className="skeleton-line" />
              </View>
            ),
          )}
        </View>
      ) : tab.empty ? (
        <View className="empty">{t('stories.empty')}</View>
      ) : (
        <>
          <View className="stories-nav">
            <ScrollView className="stories-tabs" scrollX scrollIntoView={page ? `stories-tab-${at}` : undefined} enhanced showScrollbar={false}>
              {tab.pages.map((p, i) => (
                <Text key={p.id} id={`stories-tab-${i}`} className={`stories-tab${p === page ? ' selected' : ''}`} onClick={() => choose(p)}>
                  {title(p)}
                </Text>
              ))}
            </ScrollView>
            <View
              className="stories-nav-toggle stories-all-topics-toggle"
              ariaLabel={translate(tab.allTopics)}
              onClick={() => dispatch(toggleTopicChips(mode))}
            >
              <Icon icon={chipsOpen ? ChevronUp : ChevronDown} size={20} />
            </View>
            {!select && (
              <View className="stories-nav-toggle" ariaLabel={t('stories.topicSettings')} onClick={() => void dispatch(openOrganizers('topic'))}>
                <Icon icon={Pencil} size={18} />
              </View>
            )}
          </View>
          {chipsOpen && (
            <View className="stories-all-topics">
              <Text className="section-title stories-heading">{translate(tab.allTopics)}</Text>
              <View className="chip-list">
                {tab.pages.map((p) => (
                  <Text key={p.id} className={`chip${p === page ? ' selected' : ''}`} onClick={() => choose(p)}>
                    {title(p)}
                  </Text>
                ))}
              </View>
            </View>
          )}
          <Swiper
            className="stories-pages"
            current={at}
            style={{ height: `${height}px` }}
            onChange={(e) => e.detail.source === 'touch' && choose(tab.pages[e.detail.current])}
          >
            {tab.pages.map((p) => (
              <SwiperItem key={p.id} className="stories-page-item">
                {p.stories.length === 0 ? <View className="empty">{t('stories.empty')}</View> : stories(p.stories)}
              </SwiperItem>
            ))}
          </Swiper>
        </>
      )}
      {!select && (
        <View className="add-fab" ariaLabel={t('target.addTag')} onClick={() => void dispatch(openTargetAdd('tag'))}>
          <Icon icon={Plus} size={26} />
        </View>
      )}
    </>
  );
}

/** Select mode: stories as rows (thumbnail, name, count), checked when the diary being written has them; a tap toggles them. */
function StoryRows({ stories, checked, onToggle }: { stories: readonly TagRecord[]; checked: ReadonlySet<string>; onToggle: (story: TagRecord) => void }) {
  const t = useT();
  return (
    <View className="story-rows">
      {stories.map((story) => (
        <CheckRow
          key={story.objectId}
          checked={checked.has(story.objectId)}
          onToggle={() => onToggle(story)}
          name={story.name}
          favorite={story.favorite}
          detail={t('list.diaryCount', { count: story.count ?? 0 })}
          thumb={<CoverPicture record={story} size="cover" className="check-row-thumb" fallback={<StoryMark className="check-row-thumb" />} />}
        />
      ))}
    </View>
  );
}

/** Story cards: a 16:9 picture (or the # mark), the name and how many diaries carry it; a long press for its options. */
function StoryGrid({
  stories,
  onOpen,
  onOptions,
}: {
  stories: readonly TagRecord[];
  onOpen: (story: TagRecord) => void;
  onOptions: (story: TagRecord) => void;
}) {
  const t = useT();
  return (
    <View className="stories-grid">
      {stories.map((story) => (
        <View key={story.objectId} className="story-card" onClick={() => onOpen(story)} onLongPress={() => onOptions(story)}>
          <CoverPicture record={story} size="wideCover" className="story-cover" fallback={<StoryMark className="story-cover" />} />
          <View className="story-name">
            {story.favorite && <Icon icon={Star} size={12} className="favorite-mark" />}
            <Text className="name-text">{story.name}</Text>
          </View>
          <Text className="story-count">{t('list.diaryCount', { count: story.count ?? 0 })}</Text>
        </View>
      ))}
    </View>
  );
}

/** A story without any photo: the stories' icon in its picture's place. */
function StoryMark({ className }: { className: string }) {
  return (
    <View className={`${className} story-mark`}>
      <Icon icon={LIST_ICONS.tag} size={22} />
    </View>
  );
}
