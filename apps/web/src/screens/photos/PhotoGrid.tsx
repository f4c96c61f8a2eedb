import type { FileRecord } from '@diary/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A tile is at least this wide: three on a phone's width, more as the page widens. */
const TILE_MIN_PX = 120;
const GAP_PX = 4;

/**
 * Square tiles of photos in as many columns as fit, rows virtualized so thousands scroll smoothly;
 * `onEnd` asks for more when the last rows come into view.
 */
export function PhotoGrid({
  files,
  label,
  tile,
  onEnd,
}: {
  files: readonly FileRecord[];
  label: string;
  tile: (file: FileRecord, index: number) => ReactNode;
  onEnd: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = Math.max(3, Math.floor((width + GAP_PX) / (TILE_MIN_PX + GAP_PX)));
  const size = width > 0 ? (width - GAP_PX * (columns - 1)) / columns : TILE_MIN_PX;
  const rowCount = Math.ceil(files.length / columns);
  const virtualizer = useVirtualizer({ count: rowCount, getScrollElement: () => scroller.current, estimateSize: () => size + GAP_PX, overscan: 4 });
  useEffect(() => virtualizer.measure(), [size, virtualizer]);
  const lastRow = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const atEnd = rowCount > 0 && lastRow >= rowCount - 2;
  useEffect(() => {
    if (atEnd) onEnd();
  }, [atEnd, rowCount, onEnd]);

  return (
    <div className="photos-scroll" ref={scroller}>
      <ul className="photos-rows" style={{ height: virtualizer.getTotalSize() }} aria-label={label}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            className="photos-row"
            style={{ transform: `translateY(${row.start}px)`, gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: GAP_PX, height: size }}
          >
            {files.slice(row.index * columns, row.index * columns + columns).map((file, i) => tile(file, row.index * columns + i))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Grey squares while the first photos load. */
export function PhotoSkeleton() {
  return (
    <ul className="photos-skeleton" aria-busy="true">
      {Array.from({ length: 12 }, (_, i) => (
        <li key={i} />
      ))}
    </ul>
  );
}
