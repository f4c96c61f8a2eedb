import { Button, Canvas, Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { posterPictureUrl, posterTargetOf, posterWords, preparePoster, selectPoster } from '@diary/store';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { usePageTitle } from '../../ui/page-title';
import { Picture } from '../../ui/Picture';
import { Screen } from '../../ui/Screen';
import { POSTER_CANVAS_ID, posterCanvasOnPage, renderPoster, savePoster } from './poster-canvas';

/** The name the picture is saved under in a browser. */
const POSTER_FILE = 'diary-poster.png';

/**
 * The share poster (seed 1 §2.12, /canvas?id=…&current=…): a diary's or a list's picture with the code
 * of its share link, drawn on a 2d canvas by the store's drawing (the web app draws the same). Opening
 * it turns the share on. Save puts it in the phone's album; the picture can also be long-pressed.
 */
export default function PosterPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const { id, current, places, people } = useRouter().params;
  const target = useMemo(() => posterTargetOf({ id, current, places, people }), [id, current, places, people]);
  const language = useAppSelector((s) => s.app.preferences.language);
  const poster = useAppSelector((s) => selectPoster(s, target));
  const [link, setLink] = useState<string | null | undefined>(undefined);
  const [drawn, setDrawn] = useState<string | null>(null);
  usePageTitle('share.poster');

  useEffect(() => {
    let live = true;
    if (!target) setLink(null);
    else void dispatch(preparePoster(target.kind, target.id)).then((ready) => live && setLink(ready ?? null));
    return () => {
      live = false;
    };
  }, [dispatch, target]);

  // Drawn again only when what it shows changes, in the reader's language.
  const posterKey = poster ? `${language} ${JSON.stringify(poster)}` : '';
  useEffect(() => {
    if (!poster || !link) return;
    let live = true;
    void renderPoster({ ...posterWords(poster, translate), link }, posterPictureUrl(poster, media))
      .then((picture) => live && setDrawn(picture))
      .catch(() => live && setLink(null));
    return () => {
      live = false;
    };
    // The poster is compared by what it shows (posterKey), not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [posterKey, link]);

  const save = async () => {
    if (drawn && (await savePoster(drawn, POSTER_FILE, t('poster.albumPermission')))) void Taro.showToast({ title: t('toast.saved'), icon: 'success' });
  };

  return (
    <Screen className="poster-page">
      {posterCanvasOnPage && <Canvas type="2d" id={POSTER_CANVAS_ID} className="poster-canvas-offscreen" />}
      {link === null ? (
        <View className="empty">{t('poster.unavailable')}</View>
      ) : drawn ? (
        <Picture className="poster-image" src={drawn} mode="widthFix" showMenuByLongpress />
      ) : (
        <View className="poster-image skeleton poster-drawing">
          <Text className="muted">{t('common.loading')}</Text>
        </View>
      )}
      {drawn && (
        <View className="poster-actions">
          <Button className="button primary block poster-save" onClick={() => void save()}>
            {t(process.env.TARO_ENV === 'weapp' ? 'poster.saveToAlbum' : 'poster.download')}
          </Button>
        </View>
      )}
    </Screen>
  );
}
