import { EmojiPicker, type EmojiPickerListEmojiProps, type EmojiPickerListRowProps } from 'frimousse';
import { useAppSelector } from '../app/hooks';
import { useT } from '../i18n';

// frimousse numbers its grid's rows and cells from 0, where ARIA counts from 1 (axe: aria-valid-attr-value): its own
// row and button, with the numbers moved up by one.
const fromOne = (index: unknown) => (typeof index === 'number' ? index + 1 : undefined);
function Row({ 'aria-rowindex': row, ...props }: EmojiPickerListRowProps) {
  return <div {...props} aria-rowindex={fromOne(row)} />;
}
function Emoji({ emoji, 'aria-colindex': column, ...props }: EmojiPickerListEmojiProps) {
  return (
    <button {...props} aria-colindex={fromOne(column)} data-active={emoji.isActive || undefined}>
      {emoji.emoji}
    </button>
  );
}

/**
 * The emoji palette (frimousse, with emojibase's data served by this app under /emoji, in the reader's language):
 * the emoji used lately (the store's recent list) above every emoji, by category and searchable.
 */
export default function EmojiPanel({ onChoose }: { onChoose: (emoji: string) => void }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const recent = useAppSelector((s) => s.history.recentEmoji);
  return (
    <div className="emoji-panel">
      {recent.length > 0 && (
        <section className="emoji-recent" aria-label={t('emoji.recent')}>
          <h3>{t('emoji.recent')}</h3>
          <div>
            {recent.map((emoji) => (
              <button key={emoji} type="button" aria-label={emoji} onClick={() => onChoose(emoji)}>
                {emoji}
              </button>
            ))}
          </div>
        </section>
      )}
      <EmojiPicker.Root locale={language === 'zh' ? 'zh' : 'en'} emojibaseUrl="/emoji" columns={8} onEmojiSelect={({ emoji }) => onChoose(emoji)}>
        <EmojiPicker.Search className="field emoji-search" placeholder={t('emoji.search')} aria-label={t('emoji.search')} />
        <EmojiPicker.Viewport className="emoji-viewport">
          <EmojiPicker.Loading className="emoji-loading">{t('emoji.loading')}</EmojiPicker.Loading>
          <EmojiPicker.Empty className="emoji-loading">{t('emoji.none')}</EmojiPicker.Empty>
          <EmojiPicker.List className="emoji-list" components={{ Row, Emoji }} />
        </EmojiPicker.Viewport>
      </EmojiPicker.Root>
    </div>
  );
}
