import { z } from 'zod';
import { isoDateTimeSchema } from '../wire/date';
import { editPhotoSchema, type EditPhoto } from './edit-photo';
import { lazySchema } from '../wire/lazy-schema';
import { diaryTimeZoneSchema } from '../diary/diary';

const namedRef = lazySchema(() => z.object({ id: z.string(), name: z.string() }));

/** The diary being written, persisted on the device and restored at start; reset clears it. */
export const editDraftSchema = lazySchema(() =>
  z.object({
    /** The diary being edited, or null for a new one. */
    id: z.string().nullable(),
    datetime: isoDateTimeSchema,
    /** The clock an existing diary was written by: its date is shown and chosen on it, and kept on save. A new diary takes the device's. */
    timeZone: diaryTimeZoneSchema.optional(),
    title: z.string(),
    content: z.string(),
    photos: z.array(editPhotoSchema),
    photoIndex: z.number().int().nonnegative(),
    coverFilename: z.string().nullable(),
    weather: z.number().int().nonnegative(),
    favorite: z.boolean(),
    locations: z.array(namedRef),
    people: z.array(namedRef),
    tags: z.array(namedRef),
    status: namedRef.extend({ emoji: z.string().optional() }).nullable(),
    /** An existing diary's updatedAt when it was loaded: its save is refused if another device changed it since. */
    baseUpdatedAt: isoDateTimeSchema.optional(),
  }),
);
export type EditDraft = Omit<z.infer<typeof editDraftSchema>, 'photos'> & { photos: EditPhoto[] };

/** An empty draft for a new diary at a moment. */
export function emptyDraft(datetime: Date): EditDraft {
  return {
    id: null,
    datetime: datetime.toISOString(),
    title: '',
    content: '',
    photos: [],
    photoIndex: 0,
    coverFilename: null,
    weather: 0,
    favorite: false,
    locations: [],
    people: [],
    tags: [],
    status: null,
  };
}

/** Whether a draft holds something the user wrote or picked: a title, text, or photos and videos. */
export function draftHasWriting(draft: Pick<EditDraft, 'title' | 'content' | 'photos'> | null | undefined): boolean {
  return Boolean(draft && (draft.title.trim() || draft.content.trim() || draft.photos.length > 0));
}

/** What a save would write, so two drafts compare by it: which photo is shown, or a file's device handle, is no change. */
function savedFacts(draft: EditDraft) {
  const ids = (refs: ReadonlyArray<{ id: string }>) => refs.map((ref) => ref.id);
  return [
    draft.id,
    draft.datetime,
    draft.title.trim(),
    draft.content.trim(),
    draft.photos.filter((photo) => !photo.deleteStatus).map((photo) => photo.id),
    draft.coverFilename,
    draft.weather,
    draft.favorite,
    ids(draft.locations),
    ids(draft.people),
    ids(draft.tags),
    draft.status?.id ?? null,
  ];
}

/**
 * Whether leaving the editor would lose a change: the draft differs from what it started as (a new
 * diary's empty page, an existing diary as loaded). Without a start to compare with (a draft an
 * older release kept), any writing counts.
 */
export function draftHasChanges(draft: EditDraft | null | undefined, original: EditDraft | null | undefined): boolean {
  if (!draft) return false;
  if (!original) return draftHasWriting(draft);
  return JSON.stringify(savedFacts(draft)) !== JSON.stringify(savedFacts(original));
}
