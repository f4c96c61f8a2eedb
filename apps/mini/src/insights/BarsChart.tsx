import { Canvas, View } from '@tarojs/components';
import type { InsightsBar } from '@diary/store';
import { useEffect } from 'react';
import { useDark } from '../ui/Screen';
import { chartOnCanvas, drawBars } from './bars-chart';

/** The chart's colours in each appearance: the accent, the quiet text and a hairline (app.css's). */
const COLOURS = {
  light: { bar: '#c2410c', text: '#6b6b6b', line: '#e5e5e5' },
  dark: { bar: '#ff8a4c', text: '#a3a3a3', line: '#333333' },
};

/**
 * Entries by month or weekday as bars, drawn by ECharts (on WeChat's 2d canvas, or as SVG in the browser). The drawing
 * is hidden from screen readers; the same figures follow as a list they read, one line a bar.
 */
export function BarsChart({ id, bars, caption }: { id: string; bars: readonly InsightsBar[]; caption: string }) {
  const dark = useDark();
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let live = true;
    // After the page has laid the canvas out.
    const timer = setTimeout(() => {
      void drawBars(id, bars, COLOURS[dark ? 'dark' : 'light']).then((done) => (live ? (dispose = done) : done()));
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
      dispose?.();
    };
  }, [id, bars, dark]);
  return (
    <View className="insights-figure">
      <View ariaHidden>{chartOnCanvas ? <Canvas type="2d" id={id} className="insights-chart" /> : <View id={id} className="insights-chart" />}</View>
      <View className="visually-hidden" ariaLabel={caption}>
        {bars.map((bar) => (
          <View key={bar.label}>{`${bar.label}: ${bar.diaries}`}</View>
        ))}
      </View>
    </View>
  );
}
