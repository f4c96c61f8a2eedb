import { View, type ITouchEvent } from '@tarojs/components';
import { dragClosesOverlay, SHEET_DRAG_CLOSE_PX } from '@diary/core';
import { useRef, type PropsWithChildren } from 'react';
import { Popup } from './nut';

/**
 * A bottom sheet with a title (NutUI's Popup), closed by its mask, its close button, or its grip dragged down 48 px
 * (seed 2 §2.11).
 */
export function Sheet({ visible, title, onClose, children }: PropsWithChildren<{ visible: boolean; title: string; onClose: () => void }>) {
  const from = useRef<number | null>(null);
  // Taro types a View's touch handlers with its plain event; a touch's carries where the finger is.
  const y = (event: unknown) => (event as ITouchEvent).changedTouches[0]?.clientY ?? 0;
  return (
    <Popup visible={visible} position="bottom" round closeable title={title} onClose={onClose} className="sheet">
      <View
        className="sheet-grip"
        catchMove
        onTouchStart={(event) => (from.current = y(event))}
        onTouchEnd={(event) => {
          if (from.current !== null && dragClosesOverlay(from.current, y(event), SHEET_DRAG_CLOSE_PX)) onClose();
          from.current = null;
        }}
        onTouchCancel={() => (from.current = null)}
      />
      <View className="sheet-body">{children}</View>
    </Popup>
  );
}
