import { View } from '@tarojs/components';
import type { PropsWithChildren } from 'react';
import { Popup } from './nut';

/** A bottom sheet with a title (NutUI's Popup), closed by its mask or its close button. */
export function Sheet({ visible, title, onClose, children }: PropsWithChildren<{ visible: boolean; title: string; onClose: () => void }>) {
  return (
    <Popup visible={visible} position="bottom" round closeable title={title} onClose={onClose} className="sheet">
      <View className="sheet-body">{children}</View>
    </Popup>
  );
}
