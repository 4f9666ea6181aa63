import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

// Only what the charts use: the whole ECharts bundle is about 380 KB gzip more.
use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

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
 * technology (and tests, where canvases cannot draw).
 */
export function EChart({
  option,
  label,
  style,
  theme,
}: {
  option: EChartsCoreOption;
  label: string;
  style?: CSSProperties;
  theme?: 'dark';
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    // Without a canvas (tests) the label still describes the chart.
    if (!element || !canDraw()) return;
    chart.current = init(element, theme);
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [theme]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: 320, ...style }} />;
}
