import {
  API_ERRORS,
  bareFilename,
  batchOpItems,
  deleteFile,
  DIARY_LIST_INCLUDE,
  fileTypeFromKind,
  isApiError,
  requestItem,
  type ApiClient,
  type DiaryRecord,
} from '@diary/core';

// Apart from the delete's screens: the outbox sends waiting deletes with it from the first screen on.

type GalleryFile = { objectId: string; filename?: string; kind?: string };

/** What deleting a diary on the server came to: deleted, already gone, changed on another device since, or a file would not go. */
export type ServerDeletion = 'deleted' | 'gone' | 'changedElsewhere' | 'deletionProblem';

const isError = (error: unknown, code: number) => isApiError(error) && error.code === code;

/**
 * Deletes a diary as the server has it now: its stored files first (every one must go, else "deletion encountered a
 * problem" and the diary stays), then the diary and its file records in one batch — the server takes it from the
 * counts of its archive, places, people, stories, status and weather and clears covers that used its photos. With the
 * updatedAt this device read, a diary changed on another device since is left as it is: the person decides.
 */
export async function deleteOnServer(api: ApiClient, diaryId: string, ifUpdatedAt?: string): Promise<ServerDeletion> {
  let diary: DiaryRecord;
  try {
    diary = await requestItem(api, 'diary', diaryId, { include: DIARY_LIST_INCLUDE });
  } catch (error) {
    if (isError(error, API_ERRORS.notFound.code)) return 'gone';
    throw error;
  }
  // Checked before the files go: the batch's own precondition comes after them.
  if (ifUpdatedAt && diary.updatedAt !== ifUpdatedAt) return 'changedElsewhere';
  const files = ((diary.gallery ?? []) as GalleryFile[]).filter((f) => f.filename);
  let requested = 0;
  let deleted = 0;
  for (const file of files) {
    const answer = await api.request(deleteFile, { filename: bareFilename(file.filename!), fileType: fileTypeFromKind(file.kind ?? '') ?? 'image' });
    requested += answer.requested;
    deleted += answer.deleted;
  }
  if (deleted !== requested) return 'deletionProblem';
  try {
    await api.request(batchOpItems, {
      requests: [
        { method: 'DELETE', className: 'diary', objectId: diaryId, ...(ifUpdatedAt ? { ifUpdatedAt } : {}) },
        ...files.map((f) => ({ method: 'DELETE' as const, className: 'file' as const, objectId: f.objectId })),
      ],
    });
  } catch (error) {
    if (isError(error, API_ERRORS.changedElsewhere.code)) return 'changedElsewhere';
    if (isError(error, API_ERRORS.notFound.code)) return 'gone';
    throw error;
  }
  return 'deleted';
}
