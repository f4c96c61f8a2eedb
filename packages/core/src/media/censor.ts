import { z } from 'zod';
import { lazySchema } from '../wire/lazy-schema';

/** What the content check suggests for an image or a text. */
export const CENSOR_SUGGESTIONS = ['pass', 'review', 'block'] as const;
export type CensorSuggestion = (typeof CENSOR_SUGGESTIONS)[number];

const sceneSchema = lazySchema(() => z.object({ suggestion: z.enum(CENSOR_SUGGESTIONS) }));

/** An image's content-check result: per scene, and overall. */
export const censorResultSchema = lazySchema(() =>
  z.object({
    suggestion: z.enum(CENSOR_SUGGESTIONS),
    scenes: z
      .object({
        politician: sceneSchema.optional(),
        pulp: sceneSchema.optional(),
        terror: sceneSchema.optional(),
      })
      .optional(),
  }),
);
export type CensorResult = z.infer<typeof censorResultSchema>;

/** Every scene passed: what a photo gets when no image check is configured. */
export const CENSOR_PASSED_RESULT: CensorResult = {
  suggestion: 'pass',
  scenes: { politician: { suggestion: 'pass' }, pulp: { suggestion: 'pass' }, terror: { suggestion: 'pass' } },
};

/** When the image check service answers with anything but 200, the result is "review" with unknown scenes. */
export const CENSOR_UNAVAILABLE_RESULT: CensorResult = { suggestion: 'review', scenes: {} };

/** WeChat's text security check answers this errcode for sensitive words. */
export const TEXT_CHECK_SENSITIVE_ERRCODE = 87014;

/**
 * A file is not passed when the overall suggestion is block, or when the politician
 * scene is under review; a placeholder censored image is shown instead of it.
 */
export function isFileNotPassed(result: CensorResult | null | undefined): boolean {
  if (!result) return false;
  return result.suggestion === 'block' || result.scenes?.politician?.suggestion === 'review';
}

/** A diary's per-part check result (title, content, gallery), each block or pass. */
export const diaryCensorResultSchema = lazySchema(() =>
  z.object({
    title: z.enum(['pass', 'block']).optional(),
    content: z.enum(['pass', 'block']).optional(),
    gallery: z.enum(['pass', 'block']).optional(),
  }),
);
export type DiaryCensorResult = z.infer<typeof diaryCensorResultSchema>;

/** A diary passed review unless one of its parts is block; no result means passed. */
export function isDiaryCensorPassed(result: DiaryCensorResult | null | undefined): boolean {
  if (!result) return true;
  return result.title !== 'block' && result.content !== 'block' && result.gallery !== 'block';
}

/** The text check's errcode as a part result: 87014 blocks, anything else passes. */
export function textCheckResult(errcode: number): 'pass' | 'block' {
  return errcode === TEXT_CHECK_SENSITIVE_ERRCODE ? 'block' : 'pass';
}

/** The gallery is blocked when any of its photos has the suggestion block. */
export function galleryCheckResult(results: ReadonlyArray<CensorResult | null | undefined>): 'pass' | 'block' {
  return results.some((result) => result?.suggestion === 'block') ? 'block' : 'pass';
}

/**
 * The result a file carries: the image check's, recorded when its image was stored. An image with
 * none recorded (stored before the server kept them) is "review" with unknown scenes, as when the
 * checker cannot answer: shown, but not claimed checked. Videos and audio are not checked.
 */
export function fileCheckResult(recorded: CensorResult | null | undefined, isImage: boolean): CensorResult | null {
  return recorded ?? (isImage ? CENSOR_UNAVAILABLE_RESULT : null);
}

/**
 * A diary's result from the checks of its parts: the text check of its content (none for empty
 * text) and its files' results (none without files). Nothing checked is no result (passed).
 */
export function diaryCheckResult(content: 'pass' | 'block' | undefined, gallery: ReadonlyArray<CensorResult | null | undefined>): DiaryCensorResult | null {
  const result: DiaryCensorResult = {};
  if (content) result.content = content;
  if (gallery.length > 0) result.gallery = galleryCheckResult(gallery);
  return Object.keys(result).length > 0 ? result : null;
}
