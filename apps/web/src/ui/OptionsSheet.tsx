import { Sheet } from './Sheet';
import './options-sheet.css';

export interface SheetOption<Key extends string> {
  key: Key;
  name: string;
  danger?: boolean;
}

/**
 * A sheet of options, one button each (a diary's, a list's, a photo's): reached by Tab, chosen by Enter, closed by
 * Escape, ✕ or a tap beside it, like every sheet. What choosing does, closing included, is the caller's.
 */
export function OptionsSheet<Key extends string>({
  title,
  visible,
  options,
  onChoose,
  onClose,
}: {
  title: string;
  visible: boolean;
  options: readonly SheetOption<Key>[];
  onChoose: (key: Key) => void;
  onClose: () => void;
}) {
  return (
    <Sheet title={title} visible={visible} onClose={onClose} className="options-sheet">
      {options.map(({ key, name, danger }) => (
        <button key={key} type="button" className={`sheet-option${danger ? ' danger' : ''}`} onClick={() => onChoose(key)}>
          {name}
        </button>
      ))}
    </Sheet>
  );
}
