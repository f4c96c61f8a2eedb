/** A link clicked once, then let go: the browser downloads what it points to. */
function clickDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export async function saveTextFile({ name, type, text }: { name: string; type: string; text: string }): Promise<void> {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  clickDownload(url, name);
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadFile(url: string, name: string): Promise<void> {
  clickDownload(url, name);
}

export const savedFileSendable = false;

export async function sendSavedFile(): Promise<boolean> {
  return false;
}
