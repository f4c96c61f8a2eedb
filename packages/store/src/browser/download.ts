/*
 * Downloads in a browser. As in video-frame.ts, the few parts of the page this needs are described
 * here rather than taken from the DOM's types, which the store's type check keeps out; a browser's
 * `window` and `document` fit them.
 */
interface DownloadDocument {
  createElement(tag: 'a'): { href: string; download: string; rel: string; click(): void; remove(): void };
  body: { append(node: never): void };
}

interface DownloadWindow {
  document: DownloadDocument;
  URL: { createObjectURL(blob: never): string; revokeObjectURL(url: string): void };
  Blob: new (parts: string[], options: { type: string }) => unknown;
  setTimeout(run: () => void, ms: number): unknown;
}

/** A link clicked once, then let go: the browser downloads what it points to. */
export function clickDownload(document: DownloadDocument, href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link as never);
  link.click();
  link.remove();
}

/** A text made into a file the browser downloads (the export's HTML). */
export function downloadText(page: DownloadWindow, { name, type, text }: { name: string; type: string; text: string }): void {
  const url = page.URL.createObjectURL(new page.Blob([text], { type: `${type};charset=utf-8` }) as never);
  clickDownload(page.document, url, name);
  // The download has its own copy once the click is handled.
  page.setTimeout(() => page.URL.revokeObjectURL(url), 1000);
}
