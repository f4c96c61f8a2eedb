import {
  coverUrl,
  diaryCoverFile,
  fileImageUrl,
  getSharedDiary,
  getSharedList,
  sharedDiaryTitle,
  sharedListTitle,
  SHARE_EXCERPT_LENGTH,
  textExcerpt,
  toDiary,
  type Crop,
  type DiaryRecord,
  type Language,
  type Message,
  type SharedListItem,
} from '@diary/core';
import type { RequestContext } from '../context';
import { ApiFailure } from '../errors/api-failure';
import { textsOf } from '../i18n';
import { sharedDiary, sharedList } from './handlers';
import { escapeHtml } from '../utils/escape-html';

/** What a link preview shows of a share: its title, a line about it, and its photo (an absolute URL). */
interface SharePreview {
  title: string;
  description: string;
  image?: string;
}

/**
 * The head of a share link's page (/shared/...), written by the server because the apps that unfurl a
 * link in a chat (and search engines) read the HTML without running the web app: the title, a line of
 * the diary or who shared the list, and its photo, as Open Graph tags. A link that expired or was turned
 * off gets only the product's name. Every shared page asks not to be indexed: a share is meant for the
 * people it is sent to, for a day, not for a search engine's copy.
 */
export async function sharedPageHead(ctx: RequestContext, pathname: string, language: Language): Promise<string> {
  const texts = textsOf(language);
  const appName = texts({ key: 'common.appName' });
  const preview = await previewOf(ctx, pathname, language).catch((error: unknown) => {
    if (error instanceof ApiFailure) return undefined;
    throw error;
  });
  const tags = [
    `<title>${escapeHtml(preview ? `${preview.title || appName} · ${appName}` : appName)}</title>`,
    '<meta name="robots" content="noindex, nofollow" />',
  ];
  if (preview) {
    const og = {
      'og:type': 'article',
      'og:site_name': appName,
      'og:title': preview.title || appName,
      'og:description': preview.description,
      'og:url': `${ctx.origin}${pathname}`,
      ...(preview.image ? { 'og:image': preview.image } : {}),
    };
    tags.push(`<meta name="description" content="${escapeHtml(preview.description)}" />`);
    tags.push(...Object.entries(og).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`));
    tags.push(`<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`);
  }
  return tags.join('\n    ');
}

/** The share a page's path names, as a visitor may see it; undefined for a path that names no share. */
async function previewOf(ctx: RequestContext, pathname: string, language: Language): Promise<SharePreview | undefined> {
  // /shared/{diaryId}, or /shared/{listType}/{listId}[/{diaryId}]: a diary of a shared list is introduced by its
  // list, since only the list is shared.
  const [diaryOrType, listId] = pathname.split('/').slice(2).map(decodeSegment);
  if (!diaryOrType) return undefined;
  const texts = textsOf(language);
  if (listId === undefined) {
    const payload = getSharedDiary.payload.safeParse({ objectId: diaryOrType });
    if (!payload.success) return undefined;
    const answer = await sharedDiary(ctx, payload.data);
    return diaryPreview(answer.diary, answer.mediaBase, texts({ key: 'share.sharedBy', params: { name: answer.author.nicename } }), language);
  }
  // The newest page of the list, for its first photo when the list has no cover of its own.
  const payload = getSharedList.payload.safeParse({ listType: diaryOrType, listId });
  if (!payload.success) return undefined;
  const answer = await sharedList(ctx, payload.data);
  const item = answer.item as SharedListItem & { cover?: string | null; crop?: Crop | null };
  const title = sharedListTitle(payload.data.listType, item, language);
  const shown = answer.diaryList.filter((d): d is DiaryRecord => 'datetime' in d && d.censorResultPassed !== false);
  const firstFile = shown.map((d) => diaryCoverFile(toDiary(d, language))).find((file) => file && !file.notPassed);
  return {
    title: typeof title === 'string' ? title : texts(title as Message),
    description: [
      texts({ key: 'share.sharedBy', params: { name: answer.author.nicename } }),
      texts({ key: 'list.diaryCount', params: { count: answer.count } }),
    ].join(' · '),
    image: item.cover ? coverUrl(answer.mediaBase, item.cover, 'wideCover', item.crop) : firstFile && fileImageUrl(answer.mediaBase, firstFile, 'detail'),
  };
}

/** A shared diary's preview: its title and the start of its text, or only that it was withheld by the content check. */
function diaryPreview(record: DiaryRecord, mediaBase: string, sharedBy: string, language: Language): SharePreview {
  if (record.censorResultPassed === false) return { title: '', description: sharedBy };
  const file = diaryCoverFile(toDiary(record, language));
  return {
    title: sharedDiaryTitle(record),
    description: textExcerpt(record.content, SHARE_EXCERPT_LENGTH) || sharedBy,
    image: file && !file.notPassed ? fileImageUrl(mediaBase, file, 'detail') : undefined,
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
