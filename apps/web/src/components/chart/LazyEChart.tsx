import { type ComponentProps, lazy, Suspense } from 'react';
import { chartBox } from './chartBox';

const EChart = lazy(async () => ({ default: (await import('./EChart')).EChart }));

type EChartProps = ComponentProps<typeof EChart>;

/**
 * {@link EChart}, with ECharts (the largest script of the app) fetched only when a chart is actually
 * drawn: a page that shows "no data" instead never loads it. Until it arrives, a box of the chart's size
 * and label holds its place, so nothing below moves.
 */
export function LazyEChart(props: EChartProps) {
  const placeholder = <div role="img" aria-label={props.label} style={chartBox(props.style)} />;
  return (
    <Suspense fallback={placeholder}>
      <EChart {...props} />
    </Suspense>
  );
}
