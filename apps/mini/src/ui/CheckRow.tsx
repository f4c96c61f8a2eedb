import { Text, View } from '@tarojs/components';
import { Check, Star } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * One row of a list in select mode (people, stories and places as the editor's pickers): a thumbnail, the name
 * (starred when a favorite) and a line under it, and a check circle; a tap toggles it in the diary being written.
 */
export function CheckRow({
  checked,
  onToggle,
  thumb,
  name,
  detail,
  favorite = false,
  className,
}: {
  checked: boolean;
  onToggle: () => void;
  thumb?: ReactNode;
  name: string;
  detail?: string | undefined;
  favorite?: boolean | undefined;
  /** The list's own class for the row (its tests and styles find it by it). */
  className?: string;
}) {
  return (
    <View
      className={`cell check-row${className ? ` ${className}` : ''}${checked ? ' checked' : ''}`}
      ariaRole="checkbox"
      ariaChecked={checked}
      onClick={onToggle}
    >
      {thumb}
      <View className="check-row-text">
        <View className="check-row-title">
          {favorite && <Icon icon={Star} size={14} className="favorite-mark" />}
          <Text className="check-row-name">{name}</Text>
        </View>
        {detail && <Text className="check-row-detail">{detail}</Text>}
      </View>
      <View className="check-mark">{checked && <Icon icon={Check} size={16} />}</View>
    </View>
  );
}
