import { describe, expect, it } from 'vitest';
import { centredOffset, coveringSize, regionOfView } from './crop-view';

describe('the crop screen as a pan-and-zoom view', () => {
  it('lays the picture out to cover the frame', () => {
    expect(coveringSize([4000, 3000], [300, 300])).toEqual([400, 300]);
    expect(coveringSize([3000, 4000], [291, 388])).toEqual([291, 388]);
    expect(coveringSize([1000, 1000], [300, 400])).toEqual([400, 400]);
  });

  it('starts centred, and the centred view shows the middle of the picture', () => {
    const start = centredOffset([4000, 3000], [300, 300]);
    expect(start).toEqual({ x: -50, y: 0 });
    expect(regionOfView([4000, 3000], [300, 300], { ...start, zoom: 1 })).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('reads a move to the far edge as the edge of the picture', () => {
    expect(regionOfView([4000, 3000], [300, 300], { x: -100, y: 0, zoom: 1 })).toEqual({ x: 1000, y: 0, width: 3000, height: 3000 });
    expect(regionOfView([4000, 3000], [300, 300], { x: 0, y: 0, zoom: 1 })).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
  });

  it('reads a zoomed view by the corner WeChat reports: zoom 2 centred shows the middle quarter', () => {
    // Laid out 400×300, zoomed 2× it is 800×600; centred on the 300×300 frame its corner is at (-250, -150).
    expect(regionOfView([4000, 3000], [300, 300], { x: -250, y: -150, zoom: 2 })).toEqual({ x: 1250, y: 750, width: 1500, height: 1500 });
    // Then dragged to its left edge: the region starts at the picture's left.
    expect(regionOfView([4000, 3000], [300, 300], { x: 0, y: -150, zoom: 2 })).toEqual({ x: 0, y: 750, width: 1500, height: 1500 });
  });

  it('keeps the region inside the picture when the view is pulled past an edge', () => {
    expect(regionOfView([4000, 3000], [300, 300], { x: 80, y: 40, zoom: 1 })).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
    expect(regionOfView([4000, 3000], [300, 300], { x: -900, y: -900, zoom: 1 })).toEqual({ x: 1000, y: 0, width: 3000, height: 3000 });
  });
});
