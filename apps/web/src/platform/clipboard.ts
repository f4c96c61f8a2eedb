import type { Clipboard } from '@diary/store';

export const webClipboard: Clipboard = {
  copy: (text) => navigator.clipboard.writeText(text),
};
