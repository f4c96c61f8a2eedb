import type { FileSaver } from '@diary/store';

/** The browser saves a file through a download: a blob link clicked once, then let go. */
export const webFiles: FileSaver = {
  async save({ name, type, text }) {
    const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The download has its own copy once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
