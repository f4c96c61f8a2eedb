import type { InsightsBar } from '@diary/store';
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartColours } from './bars-chart';
import { barsOptions } from './bars-options';

echarts.use([BarChart, GridComponent, SVGRenderer]);

export const chartOnCanvas = false;

/** In the browser the chart is SVG in the page's element. */
export async function drawBars(id: string, bars: readonly InsightsBar[], colours: ChartColours): Promise<() => void> {
  const box = document.getElementById(id);
  if (!box) return () => undefined;
  const chart = echarts.init(box, undefined, { renderer: 'svg' });
  chart.setOption(barsOptions(bars, colours) as never);
  return () => chart.dispose();
}
