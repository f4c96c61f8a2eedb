import sharp from 'sharp';

type Rgb = readonly [number, number, number];

/** A PNG `width`×`height` whose pixel at (x, y) is `colour(x, y)`, encoded by sharp: for images a fake host on loopback serves. */
export function paintedPng(width: number, height: number, colour: (x: number, y: number) => Rgb): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set(colour(x, y), (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
