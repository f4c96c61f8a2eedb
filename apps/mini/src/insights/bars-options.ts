import type { InsightsBar } from '@diary/store';
import type { ChartColours } from './bars-chart';

/** The bar chart's options, the same on WeChat's canvas and in the browser. */
export function barsOptions(bars: readonly InsightsBar[], colours: ChartColours) {
  return {
    animation: false,
    grid: { left: 4, right: 4, top: 12, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: bars.map((bar) => bar.label),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: colours.line } },
      axisLabel: { color: colours.text, fontSize: 11, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      splitNumber: 3,
      axisLabel: { color: colours.text, fontSize: 11 },
      splitLine: { lineStyle: { color: colours.line } },
    },
    series: [{ type: 'bar', data: bars.map((bar) => bar.diaries), barMaxWidth: 22, itemStyle: { color: colours.bar, borderRadius: [4, 4, 0, 0] } }],
  } as const;
}
