// The share poster's drawing: its own entry point (`@diary/store/poster`), as the code of the share
// link is drawn with a QR library that only the poster's page needs.
export { drawPoster, wrapText, POSTER_WIDTH, type PosterCanvas, type PosterContext, type PosterDrawing, type PosterLine, type PosterPicture } from './share/draw-poster';
