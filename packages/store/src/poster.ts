// The share poster's drawing and the QR code of a payment link: their own entry point (`@diary/store/poster`),
// as both draw a code with a QR library that only their pages need.
export {
  drawPoster,
  wrapText,
  POSTER_EMOJI_FONT,
  POSTER_WIDTH,
  type PosterCanvas,
  type PosterContext,
  type PosterDrawing,
  type PosterLine,
  type PosterPicture,
} from './share/draw-poster';
export { qrCodePath } from './share/qr-code';
