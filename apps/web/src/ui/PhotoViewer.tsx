import { ImagePreview } from './nut-editor';

/**
 * The full-screen viewer of photos (swipe, pinch or wheel zoom, "n / total"), opened at `index`
 * (0-based) or closed when it is null. NutUI's ImagePreview counts its starting page from 1.
 */
export function PhotoViewer({ sources, index, onClose }: { sources: readonly string[]; index: number | null; onClose: () => void }) {
  return <ImagePreview visible={index !== null} defaultValue={(index ?? 0) + 1} images={sources.map((src) => ({ src }))} indicator onClose={onClose} />;
}
