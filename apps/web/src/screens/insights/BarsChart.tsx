import type { InsightsBar } from '@diary/store';
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useDark } from '../../app/Appearance';
import { useT } from '../../i18n';

// Only the parts drawn here: bars on a grid, as SVG (sharp at any zoom, styled from the design tokens).
echarts.use([BarChart, GridComponent, SVGRenderer]);

/** A design token's value as the page has it now (light or dark). */
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Entries by month or by weekday as bars, drawn by ECharts. The drawing is hidden from screen readers: the same
 * figures are a table under it (visually hidden), which is what they read.
 */
export function BarsChart({ bars, caption, labelHeading }: { bars: readonly InsightsBar[]; caption: string; labelHeading: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const dark = useDark();
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
    const [muted, line, accent] = [token('--muted'), token('--line'), token('--accent')];
    chart.setOption({
      animationDuration: 300,
      grid: { left: 4, right: 4, top: 12, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
      xAxis: {
        type: 'category',
        data: bars.map((bar) => bar.label),
        axisTick: { show: false },
        axisLine: { lineStyle: { color: line } },
        axisLabel: { color: muted, fontSize: 11, hideOverlap: true },
      },
      yAxis: { type: 'value', minInterval: 1, splitNumber: 3, axisLabel: { color: muted, fontSize: 11 }, splitLine: { lineStyle: { color: line } } },
      series: [{ type: 'bar', data: bars.map((bar) => bar.diaries), barMaxWidth: 22, itemStyle: { color: accent, borderRadius: [4, 4, 0, 0] } }],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [bars, dark]);
  return (
    <figure className="insights-figure">
      <div ref={box} className="insights-chart" aria-hidden="true" />
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{t('insights.tableCount')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.diaries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
