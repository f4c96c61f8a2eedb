import type { InsightsBar } from '@diary/store';

/** bars-chart.weapp.ts or bars-chart.h5.ts, whichever Taro builds. */

/** The colours a chart is drawn in: the page's appearance. */
export interface ChartColours {
  bar: string;
  text: string;
  line: string;
}

/** Whether the chart draws on a `<canvas type="2d">` of the page (WeChat) or in an element (the browser). */
export declare const chartOnCanvas: boolean;

/** Draws the bars in the element or canvas of that id; resolves with what disposes of the chart. */
export declare function drawBars(id: string, bars: readonly InsightsBar[], colours: ChartColours): Promise<() => void>;
