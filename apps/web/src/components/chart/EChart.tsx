import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { useDarkMode } from '../../app/colorMode';
import { useLang } from '../format/Figures';
import { chartBox } from './chartBox';
import { withNumberFormats } from './numberFormats';

// Only what the charts use: the whole ECharts bundle is about 380 KB gzip more. Pie and gauge, which the
// dashboard does not draw, register in ./roundCharts for the pages that do. The legend is the plain one:
// no chart here has so many series that it needs the scrolling legend.
use([LineChart, BarChart, GridComponent, LegendPlainComponent, TooltipComponent, CanvasRenderer]);

let drawable: boolean | undefined;
/** Whether this browser gives canvases a 2D context (jsdom in tests does not). */
function canDraw(): boolean {
  drawable ??= (() => {
    try {
      return Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      return false;
    }
  })();
  return drawable;
}

/**
 * An ECharts chart that follows its box's size and its option; `label` describes it for assistive
 * technology (and tests, where canvases cannot draw). `pixelRatio` overrides the device's, for a chart
 * drawn inside a scaled (CSS transform) box that would otherwise look blurred when enlarged. The chart
 * follows the app's light or dark mode unless `theme` makes it always dark (the large screen).
 */
export function EChart({
  option: given,
  label,
  style,
  theme,
  pixelRatio,
}: {
  option: EChartsCoreOption;
  label: string;
  style?: CSSProperties;
  theme?: 'dark';
  pixelRatio?: number;
}) {
  const lang = useLang();
  const appDark = useDarkMode();
  const chartTheme = theme ?? (appDark ? 'dark' : undefined);
  // ECharts' dark theme paints its own navy behind the chart: the card's colour shows through instead.
  const option = useMemo(
    () => ({ backgroundColor: 'transparent', ...withNumberFormats(given, lang) }),
    [given, lang],
  );
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = box.current;
    // Without a canvas (tests) the label still describes the chart.
    if (!element || !canDraw()) return;
    chart.current = init(element, chartTheme, pixelRatio ? { devicePixelRatio: pixelRatio } : undefined);
    // A chart made again (new theme or pixel ratio) draws the option it already had.
    chart.current.setOption(latest.current, true);
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [chartTheme, pixelRatio]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={chartBox(style)} />;
}
