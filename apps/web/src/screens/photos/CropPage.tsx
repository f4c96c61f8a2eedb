import { cropBox } from '@diary/core';
import { coverPhotosPath, saveCover, selectCoverCrop } from '@diary/store';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';
import './photos.css';

const MAX_ZOOM = 4;

/**
 * The crop screen (seed 2 §2.1 /crop): the chosen photo under its cover's box (a month 291×388, a
 * place, person, story, status or weather 256×256, an avatar round), moved and zoomed by drag, pinch,
 * wheel or the slider; Save stores the region as the seed's crop object.
 */
export default function CropPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const chosen = useAppSelector(selectCoverCrop);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [region, setRegion] = useState<Area | null>(null);
  const [shownWidth, setShownWidth] = useState(0);
  const [saving, setSaving] = useState(false);

  if (!chosen) {
    // A reload of /crop: the photo was chosen on the page before.
    return (
      <div className="settings-page">
        <header className="page-bar">
          <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
            ‹
          </button>
          <h1>{t('covers.crop')}</h1>
        </header>
        <p className="empty">{t('covers.nothingChosen')}</p>
      </div>
    );
  }
  const [boxWidth, boxHeight] = cropBox(chosen.purpose);
  // The cropper works in the pixels of the picture it shows (the swiper size); the crop is kept in the picture's own.
  const scale = shownWidth > 0 ? chosen.file.dimensions![0] / shownWidth : 1;
  const save = async () => {
    if (!region) return;
    setSaving(true);
    const ok = await dispatch(
      saveCover({
        x: Math.round(region.x * scale),
        y: Math.round(region.y * scale),
        width: Math.round(region.width * scale),
        height: Math.round(region.height * scale),
      }),
    );
    if (!ok) setSaving(false);
  };
  return (
    <div className="crop-page">
      <header className="page-bar">
        <button type="button" className="link" onClick={() => webNavigation.replace(coverPhotosPath(chosen.target))}>
          {t('common.cancel')}
        </button>
        <h1>{t('covers.crop')}</h1>
        <button type="button" className="button primary" disabled={!region || saving} onClick={() => void save()}>
          {t('common.save')}
        </button>
      </header>
      <div className="crop-area">
        <Cropper
          image={media.file(chosen.file, 'swiper')}
          crop={position}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={boxWidth / boxHeight}
          cropShape={chosen.target.for === 'avatar' ? 'round' : 'rect'}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setRegion(pixels)}
          onMediaLoaded={(size) => setShownWidth(size.naturalWidth)}
        />
      </div>
      <div className="crop-tools">
        <label>
          {t('covers.zoom')}
          <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
      </div>
    </div>
  );
}
