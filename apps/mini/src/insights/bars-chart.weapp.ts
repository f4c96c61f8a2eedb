import Taro from '@tarojs/taro';
import type { InsightsBar } from '@diary/store';
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartColours } from './bars-chart';
import { barsOptions } from './bars-options';

echarts.use([BarChart, GridComponent, CanvasRenderer]);
// ECharts measures text on a canvas of its own: WeChat makes one off screen (there is no document).
echarts.setPlatformAPI({ createCanvas: () => Taro.createOffscreenCanvas({ type: '2d', width: 1, height: 1 }) as unknown as HTMLCanvasElement });

export const chartOnCanvas = true;

type CanvasNode = { width: number; height: number; getContext(kind: '2d'): unknown };

/**
 * On WeChat the chart draws on the page's `<canvas type="2d">`: ECharts is given the canvas node (it speaks the
 * browser's canvas calls) at the screen's pixel ratio, and no events (the chart is not interactive; its figures
 * are the list under it).
 */
export async function drawBars(id: string, bars: readonly InsightsBar[], colours: ChartColours): Promise<() => void> {
  const found = await new Promise<{ node?: CanvasNode; width: number; height: number } | null>((resolve) => {
    try {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((result: Array<{ node?: CanvasNode; width: number; height: number } | null>) => resolve(result[0] ?? null));
    } catch {
      // A runtime without canvas nodes (WeChat's component simulator): the figures are still there as text.
      resolve(null);
    }
  });
  if (!found?.node) return () => undefined;
  const ratio = Taro.getWindowInfo().pixelRatio;
  const canvas = Object.assign(found.node, { addEventListener() {}, removeEventListener() {}, style: {} });
  canvas.width = found.width * ratio;
  canvas.height = found.height * ratio;
  const chart = echarts.init(canvas as unknown as HTMLCanvasElement, undefined, { width: found.width, height: found.height, devicePixelRatio: ratio });
  chart.setOption(barsOptions(bars, colours) as never);
  return () => chart.dispose();
}
