// The editor's thunks, fetched the first time they are needed: the Write button and a save resumed on
// reconnect are on the first screen, but the editor's logic (drafts, uploads, saving) loads with the editor.
export { saveDiary, startNewDiary, writeInArchiveMonth } from '@diary/store';
