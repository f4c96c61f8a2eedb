/** The parts of a browser window a download needs (see video-frame.ts on why the DOM's types stay out). */
export interface DownloadPage {
  document: {
    createElement(tag: 'a'): { href: string; download: string; rel: string; click(): void; remove(): void };
    body: { append(node: never): void };
  };
  URL: { createObjectURL(blob: never): string; revokeObjectURL(url: string): void };
  Blob: new (parts: string[], options: { type: string }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** A link clicked once, then let go: the browser downloads what it points to. */
export function clickDownload(page: DownloadPage, href: string, name: string): void {
  const link = page.document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  page.document.body.append(link as never);
  link.click();
  link.remove();
}

/** Saves a text as a file the browser downloads (an export), its blob address let go once the download has its copy. */
export function downloadText(page: DownloadPage, file: { name: string; type: string; text: string }): void {
  const url = page.URL.createObjectURL(new page.Blob([file.text], { type: `${file.type};charset=utf-8` }) as never);
  clickDownload(page, url, file.name);
  page.setTimeout(() => page.URL.revokeObjectURL(url), 1000);
}
