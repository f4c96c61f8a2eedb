import { Button, Text, View } from '@tarojs/components';
import Taro, { useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { mediaUrls, routePath, toDiary, type DiaryRecord } from '@diary/core';
import { loadSharedDiary, loadSharedList, selectSharedPage, sharedPageKey, type SharedPage as Page } from '@diary/store';
import { MapPin } from 'lucide';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { PAGES } from '../app/pages';
import { miniNavigation } from '../platform/navigation';
import { Gallery } from '../ui/Gallery';
import { Picture } from '../ui/Picture';
import { Screen } from '../ui/Screen';
import { Icon } from '../ui/Icon';

type Ready = Extract<Page, { status: 'ready' }>;
/** A query value as it came, decoded (one with a stray "%" is kept as it is, not a crash). */
function decode(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * What a share opens, for anyone, signed in or not (seed 2 §2.12): a diary (`diary`), a list's diaries
 * (`type` and `list`; a private one only as "Hidden content"), or one diary of that list (all three). An
 * expired or withdrawn share says so, with the way into the app.
 */
export default function SharedPage() {
  const params = useRouter().params;
  const diaryId = decode(params.diary);
  const listType = decode(params.type);
  const listId = decode(params.list);
  const dispatch = useAppDispatch();
  const list = listType && listId ? { listType, listId } : undefined;
  const key = list ? sharedPageKey(list.listType, list.listId) : sharedPageKey('diary', diaryId ?? '');
  const page = useAppSelector((s) => selectSharedPage(s, key));
  useEffect(() => {
    if (list) void dispatch(loadSharedList(list.listType, list.listId));
    else if (diaryId) void dispatch(loadSharedDiary(diaryId));
  }, [dispatch, list?.listType, list?.listId, diaryId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (page.status === 'ready') void Taro.setNavigationBarTitle({ title: pageTitle(page) }).catch(() => {});
  }, [page]);

  // What is shown here may be passed on, to a chat or to Moments (WeChat opens this same page with its query there).
  const query = [
    ['diary', diaryId],
    ['type', listType],
    ['list', listId],
  ]
    .flatMap(([name, value]) => (value ? [`${name}=${encodeURIComponent(value)}`] : []))
    .join('&');
  const title = page.status === 'ready' ? pageTitle(page) : '';
  useShareAppMessage(() => ({ title, path: `${PAGES.shared}?${query}` }));
  useShareTimeline(() => ({ title, query }));

  const shown = page.status === 'ready' && list && diaryId ? page.entries.find((e) => !e.hidden && e.diary.objectId === diaryId) : undefined;
  return (
    <Screen needsUser={false} className="shared-page">
      <SharedState page={page} />
      {page.status === 'ready' &&
        (!list ? (
          <SharedDiary diary={(page.entries[0] as { diary: DiaryRecord }).diary} page={page} />
        ) : shown && !shown.hidden ? (
          <SharedDiary diary={shown.diary} page={page} />
        ) : (
          <SharedList page={page} listType={list.listType} listId={list.listId} />
        ))}
    </Screen>
  );
}

/** A shared list's title may be a text to translate (a weather); a diary's is its own words. */
const pageTitle = (page: Ready) => (typeof page.title === 'string' ? page.title : translate(page.title));

/** Loading, or why the share shows nothing, said plainly, with the way into the app. */
function SharedState({ page }: { page: Page }) {
  const t = useT();
  if (page.status === 'loading') return <View className="muted center">{t('common.loading')}</View>;
  if (page.status === 'ready') return null;
  const text = page.status === 'expired' ? t('errors.shareExpired') : page.status === 'missing' ? t('share.linkGone') : t('errors.generic');
  return (
    <View className="shared-gone">
      <Text className="paragraph shared-reason">{text}</Text>
      <Button className="button primary" onClick={() => miniNavigation.navigate(routePath('landing'))}>
        {t('landing.getStarted')}
      </Button>
    </View>
  );
}

function SharedHeader({ page, title }: { page: Ready; title: string }) {
  const t = useT();
  return (
    <View className="shared-header">
      <Text className="page-title shared-title">{title}</Text>
      {page.author && <Text className="muted shared-by">{t('share.sharedBy', { name: page.author })}</Text>}
    </View>
  );
}

function SharedList({ page, listType, listId }: { page: Ready; listType: string; listId: string }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  return (
    <View className="shared-list">
      <SharedHeader page={page} title={pageTitle(page)} />
      <View className="muted shared-count">{t('list.diaryCount', { count: page.count })}</View>
      {page.entries.map((entry) => {
        if (entry.hidden) {
          return (
            <View
              key={entry.objectId}
              className="diary-row shared-row hidden-row"
              onClick={() => void Taro.showToast({ title: t('errors.sharingModeUnavailable'), icon: 'none' })}
            >
              <Text className="row-text">{t('list.hiddenContent')}</Text>
            </View>
          );
        }
        const diary = toDiary(entry.diary, language);
        const cover = diary.gallery.find((f) => f.fileType !== 'video' && !f.notPassed);
        return (
          <View
            key={diary.id}
            className="diary-row shared-row"
            onClick={() => miniNavigation.navigate(routePath('sharedList', { listType, listId, diaryId: diary.id }))}
          >
            <View className="row-day">
              <Text className="row-day-number">{diary.dayOfMonth}</Text>
              <Text className="row-weekday">{diary.dayOfWeek}</Text>
            </View>
            <View className="row-body">
              <Text className="row-text">{diary.title || diary.content}</Text>
            </View>
            {cover && <Picture className="row-cover-image" src={mediaUrls(page.mediaBase).file(cover, 'cover')} mode="aspectFill" />}
          </View>
        );
      })}
    </View>
  );
}

function SharedDiary({ diary: record, page }: { diary: DiaryRecord; page: Ready }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const diary = toDiary(record, language);
  const media = mediaUrls(page.mediaBase);
  return (
    <View className="detail-page shared-diary">
      <SharedHeader page={page} title={diary.title || diary.displayDate} />
      <View className="display-date">{`${diary.displayDate} ${diary.timeOfDay}${diary.status ? ` · ${diary.status.emoji ?? ''} ${diary.status.name}` : ''}`}</View>
      {record.censorResultPassed === false ? (
        <View className="sensitive">{t('errors.sensitiveContent')}</View>
      ) : (
        <>
          <Gallery files={diary.gallery} media={media} />
          <Text className="detail-content shared-content">{diary.content}</Text>
        </>
      )}
      {diary.location.length > 0 && (
        <View className="muted with-icon">
          <Icon icon={MapPin} size={14} />
          <Text>{diary.location.map((p) => p.name).join(' · ')}</Text>
        </View>
      )}
      <Button className="button primary shared-start" onClick={() => miniNavigation.navigate(routePath('landing'))}>
        {t('landing.getStarted')}
      </Button>
    </View>
  );
}
