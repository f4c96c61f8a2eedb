import { describe, expect, it } from 'vitest';
import { extensionFitsFormat, MEDIA_FORMATS, mediaFormatOf, mediaFormatOfExtension, pickerAccept, supportedFormatsText } from './media-formats';

describe('the media formats the product takes', () => {
  it('are the photos, videos and audio phones and browsers make, and nothing a browser would run', () => {
    expect(mediaFormatOf('image/jpeg')?.name).toBe('JPEG');
    expect(mediaFormatOf('image/heic')?.fileType).toBe('image');
    expect(mediaFormatOf('video/quicktime')?.name).toBe('MOV');
    // Sniffers name M4A audio/x-m4a; it is served as audio/mp4.
    expect(mediaFormatOf('audio/x-m4a')?.contentType).toBe('audio/mp4');
    for (const active of [
      'text/html',
      'image/svg+xml',
      'application/javascript',
      'application/xhtml+xml',
      'text/xml',
      'application/pdf',
      'video/webm',
      undefined,
      '',
    ]) {
      expect(mediaFormatOf(active), String(active)).toBeUndefined();
    }
    expect(MEDIA_FORMATS.every((f) => /^(image|video|audio)\//.test(f.contentType))).toBe(true);
  });

  it('a key’s extension must be one of its format’s', () => {
    const jpeg = mediaFormatOf('image/jpeg')!;
    expect(extensionFitsFormat('file/k3j2.jpg', jpeg)).toBe(true);
    expect(extensionFitsFormat('file/k3j2.JPEG', jpeg)).toBe(true);
    expect(extensionFitsFormat('file/x.html', jpeg)).toBe(false);
    expect(extensionFitsFormat('file/x.png', jpeg)).toBe(false);
    expect(extensionFitsFormat('file/x', jpeg)).toBe(false);
    // One container: phones name MP4 and QuickTime files either way.
    expect(extensionFitsFormat('file/clip.mov', mediaFormatOf('video/mp4')!)).toBe(true);
    expect(extensionFitsFormat('file/x.mp3', mediaFormatOf('video/mp4')!)).toBe(false);
  });

  it('an extension names its format (for the files the server makes)', () => {
    expect(mediaFormatOfExtension('JPG')?.contentType).toBe('image/jpeg');
    expect(mediaFormatOfExtension('webp')?.contentType).toBe('image/webp');
    expect(mediaFormatOfExtension('html')).toBeUndefined();
  });

  it('names the supported formats in refusals', () => {
    expect(supportedFormatsText()).toBe('JPEG, PNG, WebP, GIF, HEIC or HEIF photos; MP4 or MOV videos; MP3, M4A, AAC or WAV audio');
  });
});

describe('the pickers offer exactly these formats', () => {
  it('photos, HEIC named outright; videos', () => {
    expect(pickerAccept('image')).toBe('image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.gif,.heic,.heif');
    expect(pickerAccept('video')).toBe('video/mp4,video/quicktime,.mp4,.mov,.m4v');
  });
});
