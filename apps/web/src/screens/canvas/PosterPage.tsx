import { posterPictureUrl, posterTarget, posterWords, preparePoster, selectPoster } from '@diary/store';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { PageBar } from '../../ui/PageBar';
import { useMedia } from '../../ui/media';
import { drawPoster, POSTER_EMOJI_FONT } from '@diary/store/poster';
import { loadPicture } from '@diary/browser';
import { posterFile } from './poster-file';
import './poster.css';

type Drawn = { file: File; url: string; shareable: boolean };

/** The name the PNG is saved and shared under. */
const POSTER_FILE = 'diary-poster.png';

/**
 * The share poster (seed 1 §2.12, /canvas?id=…&current=…): a picture of a diary (its photo, date,
 * mood, the start of its text, its places) or of a list (its cover, title and count) with a code of
 * its share link, drawn in the browser. Opening it turns the share on. Download saves the PNG;
 * Share hands the file to the device's share sheet where the browser can share files.
 */
export default function PosterPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { search } = useLocation();
  const target = useMemo(() => posterTarget(search), [search]);
  const language = useAppSelector((s) => s.app.preferences.language);
  const poster = useAppSelector((s) => selectPoster(s, target));
  const [link, setLink] = useState<string | null | undefined>(undefined);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let live = true;
    if (!target) {
      setLink(null);
      return;
    }
    void dispatch(preparePoster(target.kind, target.id)).then((ready) => live && setLink(ready ?? null));
    return () => {
      live = false;
    };
  }, [dispatch, target]);

  // Drawn again only when what it shows changes (not on every store update).
  const posterKey = poster ? `${language} ${JSON.stringify(poster)}` : '';
  useEffect(() => {
    if (!poster || !link || !canvas.current) return;
    let live = true;
    let url = '';
    void (async () => {
      // The emoji face is the system's (a local font), loaded only when first asked for: a canvas draws with what is loaded.
      const [picture] = await Promise.all([loadPicture(window, posterPictureUrl(poster, media)), document.fonts.load(`30px '${POSTER_EMOJI_FONT}'`, '😀')]);
      if (!live || !canvas.current) return;
      drawPoster(canvas.current, { picture, ...posterWords(poster, translate), link });
      const file = await posterFile(canvas.current, POSTER_FILE);
      if (!live) return;
      url = URL.createObjectURL(file);
      setDrawn({ file, url, shareable: Boolean(navigator.canShare?.({ files: [file] })) });
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // The poster is compared by what it shows (posterKey, in the reader's language), not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [posterKey, link]);

  const share = () => {
    if (drawn) void navigator.share({ files: [drawn.file] }).catch(() => undefined);
  };

  return (
    <div className="poster-page">
      <PageBar title={t('share.poster')} />
      <div className="poster-stage">
        {link === null ? (
          <p className="empty">{t('poster.unavailable')}</p>
        ) : (
          <canvas
            ref={canvas}
            className={drawn ? 'poster-canvas' : 'poster-canvas drawing'}
            role="img"
            aria-label={t('share.poster')}
            aria-busy={!drawn}
            width={750}
            height={1200}
          />
        )}
        {link !== null && !drawn && <p className="muted poster-drawing">{t('common.loading')}</p>}
      </div>
      {drawn && (
        <div className="poster-actions">
          <a className="button primary" href={drawn.url} download={drawn.file.name}>
            {t('poster.download')}
          </a>
          {drawn.shareable && (
            <button type="button" className="button" onClick={share}>
              {t('share.title')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
