import { encodeDate, pointer, type DiaryRecord, type EditDraft } from '@diary/core';

/**
 * A save waiting to sync, as the lists show it until the server has it: the diary as written here. Its photos
 * already stored show as the server serves them; photos picked here show from the device (a video picked here shows
 * once sent: its poster is made by the server).
 */
export function waitingDiaryRecord(draft: EditDraft, objectId: string, base?: DiaryRecord): DiaryRecord {
  const named = <C extends 'location' | 'people' | 'tag' | 'status'>(className: C, ref: { id: string; name: string; emoji?: string }) => ({
    ...pointer(className, ref.id),
    name: ref.name,
    ...(ref.emoji ? { emoji: ref.emoji } : {}),
  });
  const shown = draft.photos.filter((photo) => !photo.deleteStatus && (photo.uploadedStatus || (photo.fileType === 'image' && photo.blobUrl)));
  return {
    ...base,
    objectId,
    datetime: encodeDate(new Date(draft.datetime)),
    // The clock the save will send: the draft's, else this device's (shown by it when a record has no zone).
    timeZone: draft.timeZone,
    title: draft.title,
    content: draft.content,
    favorite: draft.favorite,
    weather: draft.weather,
    location: draft.locations.map((ref) => named('location', ref)),
    people: draft.people.map((ref) => named('people', ref)),
    tag: draft.tags.map((ref) => named('tag', ref)),
    status: draft.status ? named('status', draft.status) : null,
    cover: draft.coverFilename ?? undefined,
    gallery: shown.map((photo) => ({
      ...pointer('file', photo.id),
      filename: photo.filename,
      kind: photo.kind,
      ...(photo.width && photo.height ? { dimensions: [photo.width, photo.height] } : {}),
      ...(photo.uploadedStatus ? {} : { localUrl: photo.blobUrl }),
    })),
  } as DiaryRecord;
}
