import { clickDownload, downloadText } from '@diary/browser';

export async function saveTextFile(file: { name: string; type: string; text: string }): Promise<void> {
  downloadText(window, file);
}

export async function downloadFile(url: string, name: string): Promise<void> {
  clickDownload(window, url, name);
}

export const savedFileSendable = false;

export async function sendSavedFile(): Promise<boolean> {
  return false;
}
