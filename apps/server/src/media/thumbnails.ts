import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_CROP_SCALE, parseMediaSize, type MediaSizeValue } from '@diary/core';
import sharp from 'sharp';
import { ApiFailure, fail } from '../http/api-failure';
import { DECODE_OPTIONS } from './image-facts';
import type { ObjectStorage } from './storage';

/** What a media URL asks for: the file itself, one of core's sizes, or an avatar crop scaled by half. */
export type Variant =
  | { kind: 'original' }
  | { kind: 'size'; size: MediaSizeValue }
  | { kind: 'crop'; left: number; top: number; width: number; height: number };

const CROP = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/;

/** The variant a query asks for; anything but core's own URL shapes is refused. */
export function variantOf(query: Record<string, unknown>): Variant {
  const keys = Object.keys(query);
  if (keys.length === 0) return { kind: 'original' };
  if (keys.length === 1 && typeof query.size === 'string' && parseMediaSize(query.size)) return { kind: 'size', size: query.size as MediaSizeValue };
  const crop = typeof query.crop === 'string' ? CROP.exec(query.crop) : null;
  if (keys.length === 2 && crop && query.scale === String(AVATAR_CROP_SCALE)) {
    const [left, top, width, height] = crop.slice(1).map(Number) as [number, number, number, number];
    if (width > 0 && height > 0) return { kind: 'crop', left, top, width, height };
  }
  return fail('invalidRequest', 'A media URL takes ?size= one of the served sizes, or ?crop=left,top,width,height&scale=0.5');
}

const variantName = (variant: Exclude<Variant, { kind: 'original' }>) =>
  variant.kind === 'size' ? variant.size : `crop-${variant.left}-${variant.top}-${variant.width}-${variant.height}`;

const cacheFolder = (cacheDir: string, key: string) => path.join(cacheDir, key);

/** Makes the resized image: auto-oriented first, so sizes and crops are of the picture as shown. */
async function render(original: Buffer, variant: Exclude<Variant, { kind: 'original' }>): Promise<{ data: Buffer; extension: string }> {
  const { hasAlpha, autoOrient } = await sharp(original, DECODE_OPTIONS).metadata();
  const image = sharp(original, DECODE_OPTIONS).rotate();
  if (variant.kind === 'size') {
    const { width, height } = parseMediaSize(variant.size)!;
    if (height) {
      // WxH is a centre crop of that shape. A picture too small for it is cropped to the shape at
      // the largest size it has, never blown up.
      const enlarge = Math.max(width / autoOrient.width, height / autoOrient.height, 1);
      image.resize({ width: Math.round(width / enlarge), height: Math.round(height / enlarge), fit: 'cover' });
    } else {
      // "960w" fits the width.
      image.resize({ width, withoutEnlargement: true });
    }
  } else {
    if (variant.left + variant.width > autoOrient.width || variant.top + variant.height > autoOrient.height) fail('invalidRequest', 'The crop lies outside the picture');
    image.extract(variant).resize({ width: Math.max(1, Math.round(variant.width * AVATAR_CROP_SCALE)) });
  }
  // Photos become JPEG; pictures with transparency keep it as PNG.
  if (hasAlpha) return { data: await image.png().toBuffer(), extension: 'png' };
  return { data: await image.jpeg({ quality: 82 }).toBuffer(), extension: 'jpg' };
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The path of a resized image on disk, made on first request and kept under the cache directory
 * (one folder per key, so deleting a file drops its sizes). Concurrent first requests share one render.
 */
export async function thumbnailPath(storage: ObjectStorage, cacheDir: string, key: string, variant: Exclude<Variant, { kind: 'original' }>): Promise<string> {
  const folder = cacheFolder(cacheDir, key);
  const name = variantName(variant);
  for (const extension of ['jpg', 'png']) {
    const cached = path.join(folder, `${name}.${extension}`);
    if (await exists(cached)) return cached;
  }
  const id = `${key}|${name}`;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = (async () => {
      const original = await storage.read(key);
      if (!original) return fail('notFound', 'No such file');
      let rendered: { data: Buffer; extension: string };
      try {
        rendered = await render(original, variant);
      } catch (error) {
        if (error instanceof ApiFailure) throw error;
        return fail('unsupportedFileType', 'Only images have sizes');
      }
      const target = path.join(folder, `${name}.${rendered.extension}`);
      await fs.mkdir(folder, { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, rendered.data);
      await fs.rename(temp, target);
      return target;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

/** Drops every cached size of a key (after it is replaced or deleted). */
export async function forgetThumbnails(cacheDir: string, key: string): Promise<void> {
  await fs.rm(cacheFolder(cacheDir, key), { recursive: true, force: true });
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** The picture shown instead of a file that failed the content check: a plain grey square. */
export async function censoredPlaceholderPath(cacheDir: string): Promise<string> {
  const target = path.join(cacheDir, 'placeholder', 'censored.png');
  if (await exists(target)) return target;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const data = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 200, b: 200 } } }).png().toBuffer();
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
  return target;
}
