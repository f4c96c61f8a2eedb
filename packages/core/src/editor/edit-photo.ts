import { z } from 'zod';
import { FILE_TYPES, type FileType } from '../media/file-type';
import type { LatLng } from '../places/map';
import { lazySchema } from '../wire/lazy-schema';

/**
 * A photo or video in the editor's strip. `file`, `blobUrl` and `coverBase64` are
 * the device's own and are not persisted with the draft.
 */
export interface EditPhoto {
  id: string;
  /** id plus lower-case extension (jpeg written jpg). */
  filename: string;
  name: string;
  fileType: FileType;
  kind: string;
  width?: number;
  height?: number;
  duration?: number;
  size?: number;
  /** An existing diary's file, already stored. */
  uploadedStatus: boolean;
  /** Removed in this edit; hidden now, deleted from storage on save. */
  deleteStatus: boolean;
  /** "mm:ss" for videos. */
  displayDuration?: string;
  /** Where the photo was taken (its GPS, WGS-84): read on the device when picked, or the stored file's. */
  position?: LatLng;
  file?: unknown;
  blobUrl?: string;
  coverBase64?: string;
}

/** The persisted part of an edit photo. */
export const editPhotoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    filename: z.string(),
    name: z.string(),
    fileType: z.enum(FILE_TYPES as [FileType, ...FileType[]]),
    kind: z.string(),
    width: z.number().optional(),
    height: z.number().optional(),
    duration: z.number().optional(),
    size: z.number().optional(),
    uploadedStatus: z.boolean(),
    deleteStatus: z.boolean(),
    displayDuration: z.string().optional(),
    position: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  }),
);
