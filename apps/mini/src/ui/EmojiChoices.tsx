import { View } from '@tarojs/components';
import { selectEmojiChoices } from '@diary/store';
import { useAppSelector } from '../app/hooks';
import { useT } from '../i18n';

/** A row of emoji to tap under a status's emoji field (the store's: those used lately, then the preset moods'). */
export function EmojiChoices({ chosen, onChoose }: { chosen: string; onChoose: (emoji: string) => void }) {
  const t = useT();
  const choices = useAppSelector(selectEmojiChoices);
  return (
    <View className="emoji-choices" ariaLabel={t('emoji.recent')}>
      {choices.map((emoji) => (
        <View key={emoji} className={emoji === chosen ? 'emoji-choice chosen' : 'emoji-choice'} ariaRole="button" onClick={() => onChoose(emoji)}>
          {emoji}
        </View>
      ))}
    </View>
  );
}
