import { parseBuffer } from 'music-metadata';
import { fail } from '../errors/api-failure';

/**
 * An audio file's length, read from its frames. Bytes that only look like audio (a run of 0xFF
 * passes for an MPEG frame header) have no playable frames and are refused.
 */
export async function audioFacts(audio: Buffer, contentType: string): Promise<{ duration: number }> {
  let duration: number | undefined;
  let sampleRate: number | undefined;
  try {
    ({ duration, sampleRate } = (await parseBuffer(audio, { mimeType: contentType, size: audio.length }, { duration: true, skipCovers: true })).format);
  } catch {
    return fail('unsupportedFileType', 'The audio could not be read (damaged or not audio)');
  }
  if (!duration || !Number.isFinite(duration) || !sampleRate) return fail('unsupportedFileType', 'The audio could not be read (damaged or not audio)');
  return { duration };
}
