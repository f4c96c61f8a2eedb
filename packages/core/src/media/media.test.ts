import { describe, expect, it } from 'vitest';
import {
  CENSOR_UNAVAILABLE_RESULT,
  diaryCheckResult,
  fileCheckResult,
  galleryCheckResult,
  isDiaryCensorPassed,
  isFileNotPassed,
  textCheckResult,
} from './censor';
import { aveRgbColour, DEFAULT_AVE_RGB } from './colours';
import { cropOfRegion, cropRegion } from './crop';
import { fileTypeFromKind } from './file-type';
import { mediaFileOf } from './media-url';
import { avatarUrl, coverUrl, fileImageUrl, gallerySrcSet, MEDIA_SIZES, mediaUrl, mediaUrls, parseMediaSize, servedWidth, videoUrl } from './media-url';
import { photoFilename, uploadKey, videoPosterFilename } from './photo-filename';

describe('file type', () => {
  it('comes from the first part of the mime type', () => {
    expect(fileTypeFromKind('image/jpeg')).toBe('image');
    expect(fileTypeFromKind('video/mp4')).toBe('video');
    expect(fileTypeFromKind('audio/mpeg')).toBe('audio');
  });

  it('anything else is unsupported', () => {
    expect(fileTypeFromKind('application/pdf')).toBeUndefined();
    expect(fileTypeFromKind('')).toBeUndefined();
    expect(fileTypeFromKind(undefined)).toBeUndefined();
  });
});

describe('local photo filename', () => {
  it('is the id plus the lower-case extension, jpeg written jpg', () => {
    expect(photoFilename('k3j2', 'IMG_0001.JPEG')).toBe('k3j2.jpg');
    expect(photoFilename('k3j2', 'clip.MP4')).toBe('k3j2.mp4');
    expect(photoFilename('k3j2', 'image/png')).toBe('k3j2.png');
  });

  it('a video poster is a jpg of the same name; uploads go to file/{filename}', () => {
    expect(videoPosterFilename('k3j2.mp4')).toBe('k3j2.jpg');
    expect(uploadKey('k3j2.jpg')).toBe('file/k3j2.jpg');
  });
});

describe('content check of files and diaries', () => {
  it('a file is not passed when the suggestion is block or the politician scene is review', () => {
    expect(isFileNotPassed({ suggestion: 'block' })).toBe(true);
    expect(isFileNotPassed({ suggestion: 'review', scenes: { politician: { suggestion: 'review' } } })).toBe(true);
    expect(isFileNotPassed({ suggestion: 'review', scenes: { pulp: { suggestion: 'review' } } })).toBe(false);
    expect(isFileNotPassed({ suggestion: 'pass' })).toBe(false);
    expect(isFileNotPassed(undefined)).toBe(false);
  });

  it('a diary passed unless one of its parts is block (no result: passed)', () => {
    expect(isDiaryCensorPassed(undefined)).toBe(true);
    expect(isDiaryCensorPassed({ title: 'pass', content: 'pass', gallery: 'pass' })).toBe(true);
    expect(isDiaryCensorPassed({ content: 'block' })).toBe(false);
  });

  it('text errcode 87014 blocks; a photo with block blocks the gallery', () => {
    expect(textCheckResult(87014)).toBe('block');
    expect(textCheckResult(0)).toBe('pass');
    expect(galleryCheckResult([{ suggestion: 'pass' }, { suggestion: 'block' }])).toBe('block');
    expect(galleryCheckResult([{ suggestion: 'review' }, null])).toBe('pass');
  });

  it('a file carries its image check; an image never checked is "review" with unknown scenes; videos have none', () => {
    expect(fileCheckResult({ suggestion: 'block' }, true)).toEqual({ suggestion: 'block' });
    expect(fileCheckResult(null, true)).toEqual(CENSOR_UNAVAILABLE_RESULT);
    expect(isFileNotPassed(fileCheckResult(null, true))).toBe(false);
    expect(fileCheckResult(undefined, false)).toBeNull();
  });

  it("a diary's result is its text check and its files' checks; nothing checked is no result", () => {
    expect(diaryCheckResult('block', [])).toEqual({ content: 'block' });
    expect(diaryCheckResult(undefined, [{ suggestion: 'pass' }, { suggestion: 'block' }])).toEqual({ gallery: 'block' });
    expect(diaryCheckResult('pass', [null])).toEqual({ content: 'pass', gallery: 'pass' });
    expect(diaryCheckResult(undefined, [])).toBeNull();
  });
});

describe('media URLs', () => {
  const base = 'https://diary.example.com/media/';

  it("names every size of the seeds, and the phone's gallery size", () => {
    expect(Object.values(MEDIA_SIZES).sort()).toEqual(['1280x1280', '200x200', '200x200', '300x300', '480x480', '600x300', '960w', '96x96', '720w'].sort());
  });

  it('serves a size as a query on the stored key', () => {
    expect(mediaUrl(base, 'file/k3j2.jpg', '480x480')).toBe('https://diary.example.com/media/file/k3j2.jpg?size=480x480');
    expect(mediaUrl(base, 'file/k3j2.jpg')).toBe('https://diary.example.com/media/file/k3j2.jpg');
  });

  it('offers a gallery photo 720 wide for a phone, 960 wide and in the 1280 box for a wide screen, each with the width it is served at', () => {
    const url = (size: string) => `https://diary.example.com/media/file/k3j2.jpg?size=${size}`;
    const wide = { filename: 'k3j2.jpg', kind: 'image/jpeg', width: 4000, height: 3000 };
    expect(gallerySrcSet(base, wide)).toBe(`${url('720w')} 720w, ${url('960w')} 960w, ${url('1280x1280')} 1280w`);
    // Sizes never enlarge: a small photo is served at its own width, and one width is offered once.
    expect(servedWidth('detail', 640, 480)).toBe(640);
    expect(servedWidth('swiper', 1000, 750)).toBe(1000);
    expect(gallerySrcSet(base, { ...wide, width: 1000, height: 750 })).toBe(`${url('720w')} 720w, ${url('960w')} 960w, ${url('1280x1280')} 1000w`);
    expect(gallerySrcSet(base, { ...wide, width: 800, height: 600 })).toBe(`${url('720w')} 720w, ${url('960w')} 800w`);
    // A tall photo is 960 wide in both larger sizes.
    expect(gallerySrcSet(base, { ...wide, width: 3000, height: 4000 })).toBe(`${url('720w')} 720w, ${url('960w')} 960w`);
    // A photo no wider than a phone's size, still on this device, or of unknown size, has one picture.
    expect(gallerySrcSet(base, { ...wide, width: 700, height: 500 })).toBeUndefined();
    expect(gallerySrcSet(base, { ...wide, localUrl: 'blob:http://localhost/p1' })).toBeUndefined();
    expect(gallerySrcSet(base, { filename: 'k3j2.jpg', kind: 'image/jpeg' })).toBeUndefined();
  });

  it('lists use 480×480, the detail 960 wide, the swiper 1280×1280, small thumbs 96×96', () => {
    const file = { filename: 'k3j2.jpg', kind: 'image/jpeg' };
    expect(fileImageUrl(base, file, 'list')).toMatch(/\?size=480x480$/);
    expect(fileImageUrl(base, file, 'detail')).toMatch(/\?size=960w$/);
    // A photo still only on this device (its diary waits to sync) shows from there.
    expect(fileImageUrl(base, { ...file, localUrl: 'blob:http://localhost/p1' }, 'list')).toBe('blob:http://localhost/p1');
    expect(fileImageUrl(base, file, 'swiper')).toMatch(/\?size=1280x1280$/);
    expect(fileImageUrl(base, file, 'small')).toMatch(/\?size=96x96$/);
  });

  it('a video shows its jpg cover; its mp4 plays', () => {
    const clip = { filename: 'v9.mp4', kind: 'video/mp4' };
    expect(fileImageUrl(base, clip, 'list')).toBe('https://diary.example.com/media/file/v9.jpg?size=480x480');
    expect(videoUrl(base, clip)).toBe('https://diary.example.com/media/file/v9.mp4');
  });

  it('a file that failed the check shows the 200×200 censored placeholder', () => {
    expect(fileImageUrl(base, { filename: 'k3j2.jpg', notPassed: true }, 'swiper')).toBe(
      'https://diary.example.com/media/placeholder/censored.png?size=200x200',
    );
  });

  it('an avatar is its crop region scaled by half, or the 200×200 thumbnail without a crop', () => {
    const crop = {
      filename: 'file/a.jpg',
      dimensions: [1000, 800] as [number, number],
      cropitDimensions: [256, 256] as [number, number],
      cropitZoom: 0.5,
      offsetX: -100,
      offsetY: -50,
    };
    expect(cropRegion(crop)).toEqual({ left: 200, top: 100, width: 512, height: 512 });
    expect(avatarUrl(base, 'a.jpg', crop)).toBe('https://diary.example.com/media/file/a.jpg?crop=200,100,512,512&scale=0.5');
    expect(avatarUrl(base, 'a.jpg')).toBe('https://diary.example.com/media/file/a.jpg?size=200x200');
  });

  it('a size parses back for the server, and an unknown size does not', () => {
    expect(parseMediaSize('600x300')).toEqual({ width: 600, height: 300, fit: 'cover' });
    expect(parseMediaSize('960w')).toEqual({ width: 960, fit: 'width' });
    // The swiper shows the whole photo: its box is not a crop (seed 1 §7).
    expect(parseMediaSize('1280x1280')).toEqual({ width: 1280, height: 1280, fit: 'inside' });
    expect(parseMediaSize('5000x5000')).toBeUndefined();
  });
});

describe('default average colours', () => {
  it('are (44,44,46) dark and (178,178,183) light when a file has none', () => {
    expect(DEFAULT_AVE_RGB).toEqual({ dark: [44, 44, 46], light: [178, 178, 183] });
    expect(aveRgbColour(undefined, 'dark')).toBe('rgb(44, 44, 46)');
    expect(aveRgbColour('oops', 'light')).toBe('rgb(178, 178, 183)');
    expect(aveRgbColour('10,20,30', 'light')).toBe('rgb(10, 20, 30)');
  });
});

describe('the media URLs of one base', () => {
  it('gives a screen its files, covers, originals and videos', () => {
    const urls = mediaUrls('https://m.example.com/media/');
    expect(urls.file({ filename: 'a.mp4', kind: 'video/mp4' }, 'list')).toBe('https://m.example.com/media/file/a.jpg?size=480x480');
    expect(urls.cover('c.jpg')).toBe('https://m.example.com/media/file/c.jpg?size=300x300');
    expect(urls.cover('file/c.jpg', 'wideCover')).toBe('https://m.example.com/media/file/c.jpg?size=600x300');
    expect(urls.original('o.jpg')).toBe('https://m.example.com/media/file/o.jpg');
    expect(urls.video({ filename: 'a.mp4' })).toBe('https://m.example.com/media/file/a.mp4');
  });
});

describe('covers cut from a crop', () => {
  const base = 'https://diary.example.com/media/';
  it("a region chosen in the crop tool becomes the seed's crop object, and cropRegion reads the same region back", () => {
    const crop = cropOfRegion('archive', 'file/a.jpg', [4000, 3000], { x: 1200, y: 300, width: 1455, height: 1940 });
    expect(crop.cropitDimensions).toEqual([291, 388]);
    expect(crop.cropitZoom).toBeCloseTo(0.2);
    expect(cropRegion(crop)).toEqual({ left: 1200, top: 300, width: 1455, height: 1940 });
    expect(cropRegion(cropOfRegion('people', 'file/a.jpg', [800, 600], { x: 0, y: 100, width: 500, height: 500 }))).toEqual({
      left: 0,
      top: 100,
      width: 500,
      height: 500,
    });
    expect(cropOfRegion('favorite', 'file/a.jpg', [800, 600], { x: 0, y: 0, width: 512, height: 512 })).toMatchObject({
      cropitDimensions: [512, 512],
      cropitZoom: 1,
    });
  });

  it('a cover is served as its crop region at the size, or as the centre crop without a crop of that file', () => {
    const crop = cropOfRegion('location', 'file/a.jpg', [1000, 800], { x: 100, y: 50, width: 600, height: 600 });
    expect(coverUrl(base, 'a.jpg', 'cover', crop)).toBe('https://diary.example.com/media/file/a.jpg?size=300x300&crop=100,50,600,600');
    expect(coverUrl(base, 'file/a.jpg', 'cover')).toBe('https://diary.example.com/media/file/a.jpg?size=300x300');
    expect(coverUrl(base, 'file/b.jpg', 'cover', crop)).toBe('https://diary.example.com/media/file/b.jpg?size=300x300');
  });
});

describe('a file record as its pictures are served', () => {
  it('keeps its name and type, and says whether it failed the content check', () => {
    expect(mediaFileOf({ filename: 'file/a.jpg', kind: 'image/jpeg' })).toEqual({ filename: 'file/a.jpg', kind: 'image/jpeg', notPassed: false });
    expect(mediaFileOf({ filename: 'file/b.jpg', kind: 'image/jpeg', censorResult: { suggestion: 'block' } }).notPassed).toBe(true);
  });
});
