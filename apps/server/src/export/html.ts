import { bareFilename, htmlLang, textDirection, weatherKind, zh, type Language } from '@diary/core';
import { en } from '@diary/core/texts';
import { writersDate } from '../items/diary-rules';
import type { WireRecord } from '../storage/codec';
import { escapeHtml } from '../utils/escape-html';

const RESOURCES = { zh, en, ar: en } as const;

type Named = { name?: string; emoji?: string };
const names = (list: unknown) => (Array.isArray(list) ? (list as Named[]).map((x) => x.name ?? '').filter(Boolean) : []);

/** Where a diary's photo or video is for the page: what its link opens, and the picture to draw in the page (null: a link only). */
export type PhotoPlace = (file: { filename: string; kind?: string }) => { href: string; src: string | null };

/**
 * The user's diaries as one HTML file that opens anywhere without the app: styles inline, no scripts, every text
 * escaped. Where its photos are is the caller's (`photo`): beside it in the archive's ZIP, or the media URLs.
 */
export function diariesHtml(
  diaries: WireRecord[],
  options: { language: Language; nicename: string; exportedAt: Date; timeZone: string; photo: PhotoPlace },
): string {
  const t = RESOURCES[options.language];
  const entries = diaries.map((diary) => {
    const when = new Date((diary.datetime as { iso: string }).iso);
    const day = writersDate(when, { diary: diary.timeZone, server: options.timeZone });
    const status = diary.status as Named | null | undefined;
    const details: Array<[string, string]> = [];
    if (status?.name) details.push([t.tabs.status, `${status.emoji ?? ''} ${status.name}`.trim()]);
    if (diary.weather) details.push([t.editor.weather, t.weather[weatherKind(diary.weather as number)]]);
    for (const [label, field] of [
      [t.tabs.location, 'location'],
      [t.tabs.people, 'people'],
      [t.tabs.tag, 'tag'],
    ] as const) {
      const list = names(diary[field]);
      if (list.length > 0) details.push([label, list.join(', ')]);
    }
    if (diary.favorite) details.push([t.editor.favorite, '★']);
    const photos = (Array.isArray(diary.gallery) ? (diary.gallery as Array<{ filename?: string; kind?: string }>) : [])
      .filter((f) => f.filename)
      .map((f) => {
        const { href, src } = options.photo({ filename: f.filename!, kind: f.kind });
        const shown = src ? `<img src="${escapeHtml(src)}" alt="" loading="lazy">` : escapeHtml(bareFilename(f.filename!));
        return `<a href="${escapeHtml(href)}">${shown}</a>`;
      });
    return `<article>
<h2>${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}${diary.title ? ` · ${escapeHtml(String(diary.title))}` : ''}</h2>
${details.length > 0 ? `<dl>${details.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` : ''}
<div class="content">${escapeHtml(String(diary.content ?? ''))}</div>
${photos.length > 0 ? `<p class="photos">${photos.join(' ')}</p>` : ''}
</article>`;
  });
  const title = `${t.settings.export} · ${options.nicename || 'Diary'}`;
  return `<!doctype html>
<html lang="${htmlLang(options.language)}" dir="${textDirection(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="diary export ${options.exportedAt.toISOString()}">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1c1c1e;background:#fff}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .5rem}article{border-top:1px solid #d1d1d6;padding:1.25rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:0 0 .5rem;color:#636366;font-size:.9rem}dd{margin:0}
.content{white-space:pre-wrap}.photos{display:flex;flex-wrap:wrap;gap:.5rem}.photos a{font-size:.85rem}.photos img{display:block;max-width:100%;max-height:60vh;border-radius:8px}
@media (prefers-color-scheme:dark){body{background:#1c1c1e;color:#f2f2f7}dl{color:#aeaeb2}}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${diaries.length} · ${escapeHtml(options.exportedAt.toISOString())}</p>
${entries.join('\n')}
</body>
</html>
`;
}
