import { Input, Text, View } from '@tarojs/components';
import { selectAddForm, submitAddForm, typeAddForm, type AddForm } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { EmojiChoices } from './EmojiChoices';

/** A one-line field that adds something by name (a status with its emoji — typed, or tapped from the choices under it — a story, a person, a place). */
export function AddByName({ form, label, emoji }: { form: AddForm; label: string; emoji?: string }) {
  const dispatch = useAppDispatch();
  const text = useAppSelector((s) => selectAddForm(s, form));
  const add = () => void dispatch(submitAddForm(form));
  return (
    <>
      <View className="add-by-name">
        {emoji !== undefined && (
          <Input
            className="field emoji-field"
            placeholder={emoji}
            value={text.emoji}
            maxlength={16}
            onInput={(e) => dispatch(typeAddForm(form, { emoji: e.detail.value }))}
          />
        )}
        <Input className="field" placeholder={label} value={text.name} onInput={(e) => dispatch(typeAddForm(form, { name: e.detail.value }))} onConfirm={add} />
        <Text className="button small" onClick={add}>
          {label}
        </Text>
      </View>
      {emoji !== undefined && <EmojiChoices chosen={text.emoji} onChoose={(chosen) => dispatch(typeAddForm(form, { emoji: chosen }))} />}
    </>
  );
}
