import { Swiper, SwiperItem, Text, Video, View } from '@tarojs/components';
import { aveRgbColour, galleryForSwiper, galleryView, type DiaryFile, type mediaUrls } from '@diary/core';
import { useState } from 'react';
import { translate, useT } from '../i18n';
import { Picture } from './Picture';
import { previewFiles } from './preview';
import { useDark } from './Screen';

/**
 * A diary's gallery, on its page and on a share (seed 1 §2): videos first, each file at its own shape, centred in a frame
 * the shape of the one on show (core's galleryView) over its average colour, the counter "n / total" and dots five at a
 * time; a tap on a photo opens WeChat's preview among them all. `media`: the signed-in user's, or the share's.
 */
export function Gallery({ files, media }: { files: readonly DiaryFile[]; media: ReturnType<typeof mediaUrls> }) {
  const t = useT();
  const theme = useDark() ? 'dark' : 'light';
  const ordered = galleryForSwiper(files);
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState(0);
  // The slides whose picture has come (or failed: the next is not kept waiting for it).
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const pictureCame = (i: number) => setLoaded((was) => (was.has(i) ? was : new Set(was).add(i)));
  if (ordered.length === 0) return null;
  const view = galleryView(ordered, index, reached, loaded);
  return (
    <View className="gallery" ariaLabel="gallery">
      {/* The frame's height follows its width: padding in percent is of the width, whatever the screen. */}
      <View className="gallery-frame" style={{ paddingTop: `${(100 / view.shape).toFixed(3)}%` }}>
        <Swiper
          className="gallery-swiper"
          current={index}
          onChange={(e) => {
            const next = e.detail.current;
            setIndex(next);
            setReached((was) => Math.max(was, next));
          }}
        >
          {ordered.map((file, i) => (
            <SwiperItem key={file.id} className="gallery-slide" style={{ backgroundColor: aveRgbColour(file.imageAveRGB, theme) }}>
              {!view.loads(i) ? null : file.fileType === 'video' && !file.notPassed ? (
                <Video className="gallery-video" src={media.video(file)} poster={media.file(file, 'swiper')} objectFit="contain" />
              ) : (
                <Picture
                  className="gallery-image"
                  src={media.file(file, 'swiper')}
                  mode="aspectFit"
                  ariaLabel={t('preview.open', { index: i + 1, total: ordered.length })}
                  onClick={() => previewFiles(media, ordered, i)}
                  onLoad={() => pictureCame(i)}
                  onError={() => pictureCame(i)}
                />
              )}
            </SwiperItem>
          ))}
        </Swiper>
      </View>
      {ordered.length > 1 && (
        <View className="gallery-foot">
          <View className="gallery-dots">
            {view.dots.map((dot) => (
              <View key={ordered[dot.index]!.id} className={dot.active ? 'dot active' : 'dot'} />
            ))}
          </View>
          <Text className="gallery-counter">{translate(view.counter)}</Text>
        </View>
      )}
    </View>
  );
}
