import { GALLERY_DOTS_VISIBLE, galleryForSwiper, mediaUrls, type DiaryFile } from '@diary/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { Swiper, SwiperItem } from '../../ui/nut-editor';
import { MediaPreview, previewItem, type PreviewOpening } from '../../ui/MediaPreview';

/**
 * The detail's gallery (seed 1 §2): videos first, a counter "n / total", dots five at a time; a tap on a
 * photo opens the preview there, among every photo and video in the same order.
 * A shared page passes the share's own media base (a visitor has no session's).
 */
export function Gallery({ files, mediaBase }: { files: DiaryFile[]; mediaBase?: string }) {
  const t = useT();
  const own = useMedia();
  const media = mediaBase ? mediaUrls(mediaBase) : own;
  const ordered = galleryForSwiper(files);
  const [index, setIndex] = useState(0);
  const [preview, setPreview] = useState<PreviewOpening | null>(null);
  if (ordered.length === 0) return null;
  const firstDot = Math.max(0, Math.min(index - Math.floor(GALLERY_DOTS_VISIBLE / 2), ordered.length - GALLERY_DOTS_VISIBLE));
  return (
    <section className="gallery" aria-label="gallery">
      <Swiper
        defaultValue={0}
        loop={false}
        onChange={(e) => setIndex(typeof e === 'number' ? e : Number((e as { detail?: { current?: number } }).detail?.current ?? 0))}
      >
        {ordered.map((file, i) => (
          <SwiperItem key={file.id}>
            {file.fileType === 'video' && !file.notPassed ? (
              <video src={media.video(file)} poster={media.file(file, 'swiper')} controls playsInline preload="metadata">
                {t('errors.videoNotSupported')}
              </video>
            ) : (
              <button
                type="button"
                className="gallery-open"
                aria-label={t('preview.open', { index: i + 1, total: ordered.length })}
                onClick={(e) => setPreview({ index: i, from: e.currentTarget })}
              >
                <img src={media.file(file, 'swiper')} alt="" />
              </button>
            )}
          </SwiperItem>
        ))}
      </Swiper>
      <p className="gallery-counter">{t('preview.counter', { index: index + 1, total: ordered.length })}</p>
      {ordered.length > 1 && (
        <div className="gallery-dots" aria-hidden="true">
          {ordered.slice(firstDot, firstDot + GALLERY_DOTS_VISIBLE).map((file, i) => (
            <span key={file.id} className={firstDot + i === index ? 'dot active' : 'dot'} />
          ))}
        </div>
      )}
      <MediaPreview items={ordered.map((f) => previewItem(media, f))} opening={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
