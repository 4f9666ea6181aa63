import { formatCompactCount, formatCount, type Lang } from '@bo/contract';
import type { EChartsCoreOption } from 'echarts/core';

type Axis = { type?: string; axisLabel?: { formatter?: unknown } & Record<string, unknown> } & Record<
  string,
  unknown
>;
type Tooltip = { formatter?: unknown; valueFormatter?: unknown } & Record<string, unknown>;

const many = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/**
 * A chart's numbers as the tables write them: value axes short (`1.2w` in zh, `12.3k` in en), the tooltip
 * exact with thousand separators. A chart that formats an axis or its tooltip itself keeps its own.
 */
export function withNumberFormats(option: EChartsCoreOption, lang: Lang): EChartsCoreOption {
  const axis = (a: Axis): Axis =>
    a.type === 'value' && !a.axisLabel?.formatter
      ? { ...a, axisLabel: { ...a.axisLabel, formatter: (v: number) => formatCompactCount(v, lang) } }
      : a;
  const axes = (value: unknown) => {
    const list = many(value as Axis | Axis[] | undefined);
    if (!list) return value;
    const formatted = list.map(axis);
    return Array.isArray(value) ? formatted : formatted[0];
  };
  const tooltip = option.tooltip as Tooltip | undefined;
  return {
    ...option,
    xAxis: axes(option.xAxis),
    yAxis: axes(option.yAxis),
    tooltip:
      tooltip && !tooltip.formatter && !tooltip.valueFormatter
        ? {
            ...tooltip,
            valueFormatter: (v: unknown) => (typeof v === 'number' ? formatCount(v) : String(v ?? '')),
          }
        : tooltip,
  };
}
