import type { CensorResult } from '@diary/core';

/** Checks a photo for politician, pulp and terror content. One implementation per vendor, chosen by configuration. */
export interface ImageChecker {
  readonly name: string;
  /** The image's bytes (a JPEG no larger than 1280 px). */
  check(image: Buffer): Promise<CensorResult>;
}
