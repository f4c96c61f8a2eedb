// The crop screen as a pan-and-zoom view (the mini program's movable-view): the picture is laid out
// to cover the crop frame at zoom 1, then moved and zoomed by the user. These turn what the view
// reports back into the region of the picture inside the frame, which cropOfRegion stores.

type Size = readonly [number, number];

/** The picture's laid-out size: the smallest that covers the whole frame, keeping its shape. */
export function coveringSize(picture: Size, frame: Size): [number, number] {
  const scale = Math.max(frame[0] / Math.max(1, picture[0]), frame[1] / Math.max(1, picture[1]));
  return [picture[0] * scale, picture[1] * scale];
}

/** Where the view starts: the laid-out picture centred on the frame. */
export function centredOffset(picture: Size, frame: Size): { x: number; y: number } {
  const [width, height] = coveringSize(picture, frame);
  return { x: (frame[0] - width) / 2, y: (frame[1] - height) / 2 };
}

/**
 * The region of the picture (in its own pixels) the frame shows, for a view whose zoomed picture has
 * its top-left corner at (x, y) in the frame and is zoomed by `zoom`. WeChat's movable view reports
 * that corner in both its change and scale events (its translate less the half of the growth that
 * zooming around the centre adds). Kept inside the picture.
 */
export function regionOfView(
  picture: Size,
  frame: Size,
  view: { x: number; y: number; zoom: number },
): { x: number; y: number; width: number; height: number } {
  const [laidWidth] = coveringSize(picture, frame);
  const zoom = Math.max(1, view.zoom);
  const pixelsPerPoint = picture[0] / laidWidth / zoom;
  const width = Math.min(picture[0], frame[0] * pixelsPerPoint);
  const height = Math.min(picture[1], frame[1] * pixelsPerPoint);
  const x = Math.min(Math.max(0, -view.x * pixelsPerPoint), picture[0] - width);
  const y = Math.min(Math.max(0, -view.y * pixelsPerPoint), picture[1] - height);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}
