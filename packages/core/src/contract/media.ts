import { z } from 'zod';
import { censorResultSchema } from '../media/censor';
import { uploadResultSchema } from '../media/upload-result';
import { defineRequest } from './define';
import { supportedFormatsText } from '../media/media-formats';

const group = 'Media';

/** Upload size limits per file type. */
export const MAX_UPLOAD_BYTES = { image: 30 * 1024 * 1024, video: 200 * 1024 * 1024, audio: 30 * 1024 * 1024 } as const;
/** Images larger than this many pixels are refused (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const getUploadToken = defineRequest({
  type: 'uptoken',
  path: '/qiniu/uptoken',
  method: 'GET',
  access: 'user',
  group,
  summary:
    'A signed upload token for the signed-in user, valid for a short time and only for keys of the shape file/{filename}. uploadUrl is where the file goes (the server itself by default, or a presigned object-storage URL).',
  payload: z.lazy(() => z.strictObject({})),
  response: z.lazy(() => z.object({ data: z.object({ uptoken: z.string(), uploadUrl: z.string(), expiresAt: z.string() }) })),
  example: {
    payload: {},
    response: { data: { uptoken: 'ut.u8Kx2.1763712600.c0ffee…', uploadUrl: 'http://localhost:8787/qiniu/upload', expiresAt: '2026-11-21T08:10:00.000Z' } },
  },
});

export const getMediaBase = defineRequest({
  type: 'media_base',
  access: 'user',
  together: true,
  group,
  summary:
    "The signed-in user's media base: the prefix for mediaUrl/fileImageUrl/avatarUrl that serves the user's own files (an <img> cannot send the session header, so access is signed into the path). It lasts 7 to 14 days and stays the same for a week, so cached URLs keep working; fetch it at start and when a media request answers 403.",
  payload: z.lazy(() => z.strictObject({})),
  response: z.lazy(() => z.object({ mediaBase: z.string(), expiresAt: z.string() })),
  example: { payload: {}, response: { mediaBase: 'http://localhost:8787/media/m.u8Kx2.1764547200.Q2hlY2s…', expiresAt: '2026-12-01T00:00:00.000Z' } },
});

export const uploadFile = defineRequest({
  type: 'upload',
  path: '/qiniu/upload',
  body: 'multipart',
  access: 'public',
  group,
  summary: `multipart/form-data with the fields token, key (file/{filename}), optionally timeZone (the uploader's IANA zone or a +08:00 offset, for capture times a camera wrote without one), then file. The type comes from the content, never the name, and each file is parsed whole: ${supportedFormatsText()} only; the key's extension must name that format. Videos are 3 to 30 s; files stay within the size limits, the pixel limit and the storage quota (500M free, +10G with Pro). HEIC/HEIF is kept as uploaded and its sizes are served as JPEG. Any refusal leaves no file behind. An image is put through the image check before the answer, and the verdict is kept with it (see censor). Answers the upload result.`,
  payload: z.lazy(() => z.strictObject({ token: z.string().max(1024), key: z.string().max(200), timeZone: z.string().max(64).optional() })),
  response: uploadResultSchema,
  example: {
    payload: { token: 'ut.u8Kx2.1763712600.c0ffee…', key: 'file/k3j2.jpg' },
    response: {
      key: 'file/k3j2.jpg',
      name: 'IMG_0001.jpg',
      size: 183_245,
      width: 600,
      height: 450,
      imageAveRGB: '121,134,150',
      datetimeISO: '2008-10-22T08:28:39.000Z',
      latitude: 43.467448,
      longitude: 11.885127,
    },
  },
  errors: ['unsupportedFileType', 'payloadTooLarge', 'storageQuotaExceeded', 'videoTooShort', 'videoTooLong', 'forbidden'],
});

export const censorImage = defineRequest({
  type: 'censor',
  path: '/qiniu/censor',
  access: 'user',
  group: 'Content check',
  summary:
    "The image check's verdict on one of the user's images. The server checks each image as it is uploaded and keeps the verdict; this answers it (an image stored before verdicts were kept is checked now). With no checker configured everything passes; a checker that cannot answer, or answers anything but 200, gives suggestion \"review\" with unknown scenes. A file record's censorResult is this verdict, set by the server: clients need not call this before saving.",
  payload: z.lazy(() => z.strictObject({ imageUrl: z.string().max(1024) })),
  response: censorResultSchema,
  example: {
    payload: { imageUrl: 'http://localhost:8787/media/file/k3j2.jpg' },
    response: { suggestion: 'pass', scenes: { politician: { suggestion: 'pass' }, pulp: { suggestion: 'pass' }, terror: { suggestion: 'pass' } } },
  },
});

export const deleteFile = defineRequest({
  type: 'delete_file',
  path: '/qiniu/delete_file/{filename}/file_type/{fileType}',
  method: 'DELETE',
  access: 'user',
  group,
  summary:
    "Deletes one of the user's stored files (a video's jpg poster with it). deleted counts the requested keys that are gone afterwards: one already gone counts (a save resumed after a lost answer asks again), someone else's is neither touched nor counted. The client compares deleted with requested and reports \"deletion encountered a problem\" on a mismatch.",
  payload: z.lazy(() => z.strictObject({ filename: z.string().max(200), fileType: z.enum(['image', 'video', 'audio']) })),
  response: z.lazy(() => z.object({ deleted: z.number().int().nonnegative(), requested: z.number().int().nonnegative() })),
  example: { payload: { filename: 'k3j2.mp4', fileType: 'video' }, response: { deleted: 2, requested: 2 } },
  errors: ['dirAndFilenameRequired'],
});

export const deleteDirFile = defineRequest({
  type: 'delete_dir_file',
  path: '/qiniu/delete_dir_file/{dir}/{filename}',
  method: 'DELETE',
  access: 'user',
  group,
  summary:
    'Deletes one stored object by directory and name (for example an avatar). Both are required ("dir && filename required", 1011). deleted counts as for delete_file: a key already gone counts, someone else\'s does not.',
  payload: z.lazy(() => z.strictObject({ dir: z.string().max(64), filename: z.string().max(200) })),
  response: z.lazy(() => z.object({ deleted: z.number().int().nonnegative(), requested: z.number().int().nonnegative() })),
  example: { payload: { dir: 'avatar', filename: 'u8Kx2.jpg' }, response: { deleted: 1, requested: 1 } },
  errors: ['dirAndFilenameRequired'],
});
