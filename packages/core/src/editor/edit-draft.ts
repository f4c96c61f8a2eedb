import { z } from 'zod';
import { isoDateTimeSchema } from '../wire/date';
import { editPhotoSchema, type EditPhoto } from './edit-photo';

const namedRef = z.object({ id: z.string(), name: z.string() });

/** The diary being written, persisted on the device and restored at start; reset clears it. */
export const editDraftSchema = z.object({
  /** The diary being edited, or null for a new one. */
  id: z.string().nullable(),
  datetime: isoDateTimeSchema,
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
});
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

/** Whether leaving the editor would lose something the user wrote or picked: a title, text, or photos and videos. */
export function draftHasWriting(draft: Pick<EditDraft, 'title' | 'content' | 'photos'> | null | undefined): boolean {
  return Boolean(draft && (draft.title.trim() || draft.content.trim() || draft.photos.length > 0));
}
