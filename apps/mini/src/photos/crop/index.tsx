import { Button, MovableArea, MovableView, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { centredOffset, coveringSize, cropBox, regionOfView } from '@diary/core';
import { coverPhotosPath, saveCover, selectCoverCrop } from '@diary/store';
import { useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';
import { usePageTitle } from '../../ui/page-title';
import { Picture } from '../../ui/Picture';
import { Screen } from '../../ui/Screen';

const MAX_ZOOM = 4;
/** The frame is the page's width less its margins, at most this wide. */
const FRAME_MAX_WIDTH = 360;
const MARGIN = 16;

/**
 * The crop page (seed 2 §2.1 /crop): the chosen photo under its cover's box (a month 291×388, a place,
 * person, story, status or weather square, an avatar round), moved and pinch-zoomed in WeChat's
 * movable view. Save stores the region the frame shows (core's regionOfView) as the seed's crop object.
 * WeChat's cropImage would hand back a new, cut picture; a cover keeps its photo and the region instead.
 */
export default function CropPage() {
  const t = useT();
  const chosen = useAppSelector(selectCoverCrop);
  usePageTitle('covers.crop');
  if (!chosen) {
    // Opened again from history: the photo was chosen on the page before.
    return (
      <Screen className="crop-page">
        <View className="empty">{t('covers.nothingChosen')}</View>
      </Screen>
    );
  }
  return <Cropper chosen={chosen} />;
}

function Cropper({ chosen }: { chosen: NonNullable<ReturnType<typeof selectCoverCrop>> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const picture = chosen.file.dimensions!;
  const frame = useMemo(() => {
    const [boxWidth, boxHeight] = cropBox(chosen.purpose);
    const width = Math.min(FRAME_MAX_WIDTH, Taro.getSystemInfoSync().windowWidth - MARGIN * 2);
    return [width, Math.round((width * boxHeight) / boxWidth)] as const;
  }, [chosen.purpose]);
  const [laidWidth, laidHeight] = coveringSize(picture, frame);
  const start = centredOffset(picture, frame);
  // Where the view is, as WeChat reports it; kept out of state so moving does not redraw the page.
  const view = useRef({ ...start, zoom: 1 });
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    if (!(await dispatch(saveCover(regionOfView(picture, frame, view.current))))) setSaving(false);
  };
  return (
    <Screen className="crop-page">
      <View className="crop-stage">
        <MovableArea
          className={`crop-frame ${chosen.target.for === 'avatar' ? 'round' : ''}`}
          style={{ width: `${frame[0]}px`, height: `${frame[1]}px` }}
          scaleArea
        >
          <MovableView
            className="crop-view"
            style={{ width: `${laidWidth}px`, height: `${laidHeight}px` }}
            direction="all"
            x={start.x}
            y={start.y}
            scale
            scaleMin={1}
            scaleMax={MAX_ZOOM}
            outOfBounds={false}
            onChange={(e) => (view.current = { ...view.current, x: e.detail.x, y: e.detail.y })}
            onScale={(e) => (view.current = { x: e.detail.x, y: e.detail.y, zoom: e.detail.scale })}
          >
            <Picture className="crop-picture" src={media.file(chosen.file, 'swiper')} mode="scaleToFill" />
          </MovableView>
          <View className="crop-mask" />
        </MovableArea>
      </View>
      <Text className="muted center crop-tip">{t('covers.cropTip')}</Text>
      <View className="crop-actions">
        <Button className="button crop-cancel" onClick={() => miniNavigation.replace(coverPhotosPath(chosen.target))}>
          {t('common.cancel')}
        </Button>
        <Button className="button primary crop-save" disabled={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </View>
    </Screen>
  );
}
