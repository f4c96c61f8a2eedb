import { NO_MOOD_COLOUR } from '@diary/core';
import { generate } from 'lean-qr/nano';

/**
 * The share poster as drawn on a canvas: the browser's, or the mini program's 2d canvas, which speaks
 * the same drawing calls. It has its own fixed light look (it is an image that is saved and sent on,
 * whatever the app's appearance): white paper, dark text, a black-on-white code.
 */

/** A loaded picture: the browser's image, or one the mini program's canvas made (`canvas.createImage()`). */
export interface PosterPicture {
  width: number;
  height: number;
  naturalWidth?: number;
  naturalHeight?: number;
}

/** The canvas the poster is drawn on: the drawing calls the poster uses, the same in the browser and WeChat. */
export interface PosterCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): PosterContext | null;
}

export interface PosterContext {
  font: string;
  fillStyle: unknown;
  textAlign: string;
  textBaseline: string;
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

/** What the poster says, already in the reader's language; the store decides what it shows. */
export interface PosterDrawing {
  /** The picture at the top, loaded (same origin or CORS, so the canvas stays readable); none draws a plain band. */
  picture?: PosterPicture;
  /** Shown large on the band when there is no picture (the list's icon, the diary's mood). */
  mark: string;
  /** Instead of the mark: rows of coloured day cells (a year or a month in pixels); null leaves a cell's place empty. */
  pixels?: Array<Array<string | null>>;
  /** The lines under the picture, in order. */
  lines: PosterLine[];
  /** What the code opens. */
  link: string;
  appName: string;
  scanHint: string;
}

export interface PosterLine {
  text: string;
  style: 'heading' | 'strong' | 'body' | 'muted';
  /** At most this many lines (wrapped); the last one ends with … when cut. */
  maxLines?: number;
}

export const POSTER_WIDTH = 750;
const PADDING = 48;
const PICTURE_HEIGHT = 560;
const FOOTER_HEIGHT = 240;
const QR_SIZE = 184;
/**
 * The web page's colour emoji face comes first (`Colour Emoji` in apps/web's app.css, for emoji code points only): a
 * text font with emoji outlines (DejaVu Sans on Linux) drew a mood's emoji grey. A canvas without that face (the mini
 * program's) passes over the name to the system's fonts, whose emoji are in colour on phones.
 */
export const POSTER_EMOJI_FONT = 'Colour Emoji';
const FONT = `'${POSTER_EMOJI_FONT}', system-ui, -apple-system, 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans', sans-serif`;
const PAPER = '#ffffff';
const BAND = '#eef1f5';
const INK = '#1c1c1e';
const MUTED = '#5f5f64';
const RULE = '#e5e5ea';
/** The poster's day cells besides a mood's (core's light mood colours): written without a mood, blank, and to come. */
export const POSTER_DAY_COLOURS = { written: NO_MOOD_COLOUR, blank: '#ffffff', future: '#f7f8fa' } as const;

/** Each kind of line: its font, colour, size and line height, and the space after it. */
const STYLES: Record<PosterLine['style'], { font: string; colour: string; size: number; height: number; gap: number }> = {
  heading: { font: `700 40px ${FONT}`, colour: INK, size: 40, height: 54, gap: 10 },
  strong: { font: `600 30px ${FONT}`, colour: INK, size: 30, height: 42, gap: 8 },
  body: { font: `400 30px ${FONT}`, colour: INK, size: 30, height: 46, gap: 14 },
  muted: { font: `400 26px ${FONT}`, colour: MUTED, size: 26, height: 38, gap: 8 },
};

/** Chinese, Japanese and Korean break between any two characters; other words break at spaces. */
const TOKENS = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu;

/** Wraps a text into lines no wider than `width`, at most `maxLines`, the last marked … when cut. */
export function wrapText(context: Pick<PosterContext, 'measureText'>, text: string, width: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (next: string) => {
    lines.push(line.trimEnd());
    line = next.trimStart();
  };
  for (const token of text.match(TOKENS) ?? []) {
    if (context.measureText(line + token).width <= width) line += token;
    else if (context.measureText(token).width <= width) push(token);
    else {
      // A word longer than the line is cut between characters.
      for (const character of Array.from(token)) {
        if (context.measureText(line + character).width <= width) line += character;
        else push(character);
      }
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && context.measureText(`${last}…`).width > width) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Draws the picture over the whole box, cut to the box's shape around its centre (as CSS object-fit: cover). */
function drawCovering(context: PosterContext, image: PosterPicture, x: number, y: number, width: number, height: number) {
  const imageWidth = image.naturalWidth || image.width;
  const imageHeight = image.naturalHeight || image.height;
  const scale = Math.max(width / imageWidth, height / imageHeight);
  const sourceWidth = width / scale;
  const sourceHeight = height / scale;
  context.drawImage(image as never, (imageWidth - sourceWidth) / 2, (imageHeight - sourceHeight) / 2, sourceWidth, sourceHeight, x, y, width, height);
}

/** The code of the link, black modules on white with the quiet zone of four modules the standard asks for. */
function drawCode(context: PosterContext, link: string, x: number, y: number, size: number) {
  const code = generate(link);
  const quiet = 4;
  const module = Math.floor(size / (code.size + quiet * 2));
  const drawn = module * (code.size + quiet * 2);
  const left = x + Math.floor((size - drawn) / 2) + quiet * module;
  const top = y + Math.floor((size - drawn) / 2) + quiet * module;
  context.fillStyle = PAPER;
  context.fillRect(x, y, size, size);
  context.fillStyle = '#000000';
  for (let row = 0; row < code.size; row += 1) {
    for (let column = 0; column < code.size; column += 1) {
      if (code.get(column, row)) context.fillRect(left + column * module, top + row * module, module, module);
    }
  }
}

/** Day cells centred on the band, as large as fit with a gap of a fifth of a cell. */
function drawPixels(context: PosterContext, rows: Array<Array<string | null>>, width: number, height: number) {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const cell = Math.floor(Math.min((width - PADDING * 2) / columns, (height - PADDING * 2) / Math.max(1, rows.length)));
  const gap = Math.max(2, Math.round(cell / 5));
  const left = Math.round((width - columns * cell + gap) / 2);
  const top = Math.round((height - rows.length * cell + gap) / 2);
  rows.forEach((row, r) =>
    row.forEach((colour, c) => {
      if (colour === null) return;
      context.fillStyle = colour;
      context.fillRect(left + c * cell, top + r * cell, cell - gap, cell - gap);
    }),
  );
}

/** Lays the poster out and draws it on the canvas, which is sized to fit what it says. */
export function drawPoster(canvas: PosterCanvas, poster: PosterDrawing): void {
  const textWidth = POSTER_WIDTH - PADDING * 2;
  canvas.width = POSTER_WIDTH;
  const measuring = canvas.getContext('2d');
  if (!measuring) throw new Error('This browser cannot draw the poster');
  const blocks = poster.lines
    .filter((line) => line.text.trim() !== '')
    .map((line) => {
      const style = STYLES[line.style];
      measuring.font = style.font;
      return { style, lines: wrapText(measuring, line.text, textWidth, line.maxLines) };
    });
  const textHeight = blocks.reduce((sum, block) => sum + block.lines.length * block.style.height + block.style.gap, 0);
  // Setting the height clears the canvas and its state: drawing starts here.
  canvas.height = PICTURE_HEIGHT + PADDING + textHeight + PADDING / 2 + FOOTER_HEIGHT;
  const context = canvas.getContext('2d')!;
  context.fillStyle = PAPER;
  context.fillRect(0, 0, canvas.width, canvas.height);

  if (poster.picture) drawCovering(context, poster.picture, 0, 0, POSTER_WIDTH, PICTURE_HEIGHT);
  else if (poster.pixels) {
    context.fillStyle = BAND;
    context.fillRect(0, 0, POSTER_WIDTH, PICTURE_HEIGHT);
    drawPixels(context, poster.pixels, POSTER_WIDTH, PICTURE_HEIGHT);
  } else {
    context.fillStyle = BAND;
    context.fillRect(0, 0, POSTER_WIDTH, PICTURE_HEIGHT);
    context.font = `160px ${FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillStyle = INK;
    context.fillText(poster.mark, POSTER_WIDTH / 2, PICTURE_HEIGHT / 2);
  }

  context.textAlign = 'left';
  context.textBaseline = 'top';
  let y = PICTURE_HEIGHT + PADDING;
  for (const block of blocks) {
    context.font = block.style.font;
    context.fillStyle = block.style.colour;
    for (const line of block.lines) {
      context.fillText(line, PADDING, y + (block.style.height - block.style.size) / 2);
      y += block.style.height;
    }
    y += block.style.gap;
  }

  // The footer: the app's name and what the code is for, beside the code.
  const footerTop = canvas.height - FOOTER_HEIGHT;
  context.fillStyle = RULE;
  context.fillRect(PADDING, footerTop, textWidth, 2);
  const codeTop = footerTop + (FOOTER_HEIGHT - QR_SIZE) / 2;
  drawCode(context, poster.link, POSTER_WIDTH - PADDING - QR_SIZE, codeTop, QR_SIZE);
  context.textBaseline = 'middle';
  context.fillStyle = INK;
  context.font = `700 36px ${FONT}`;
  context.fillText(poster.appName, PADDING, footerTop + FOOTER_HEIGHT / 2 - 24);
  context.fillStyle = MUTED;
  context.font = `400 26px ${FONT}`;
  context.fillText(poster.scanHint, PADDING, footerTop + FOOTER_HEIGHT / 2 + 24);
}
