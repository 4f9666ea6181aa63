import { describe, expect, it } from 'vitest';
import { withNumberFormats } from './numberFormats';

type Fn = (v: unknown) => string;

describe("a chart's numbers", () => {
  const option = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: ['11-22'] },
    yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value}%' } }],
  };

  it('writes value axes short in each language and keeps an axis that formats itself', () => {
    const zh = withNumberFormats(option, 'zh') as { yAxis: { axisLabel: { formatter: Fn | string } }[] };
    expect((zh.yAxis[0]!.axisLabel.formatter as Fn)(12_000)).toBe('1.2w');
    expect(zh.yAxis[1]?.axisLabel.formatter).toBe('{value}%');
    const en = withNumberFormats(option, 'en') as { yAxis: { axisLabel: { formatter: Fn } }[] };
    expect(en.yAxis[0]?.axisLabel.formatter(12_300)).toBe('12.3k');
    expect((withNumberFormats(option, 'en') as { xAxis: unknown }).xAxis).toEqual(option.xAxis);
  });

  it('gives the tooltip exact figures with thousand separators, unless it formats itself', () => {
    const out = withNumberFormats(option, 'zh') as { tooltip: { valueFormatter: Fn } };
    expect(out.tooltip.valueFormatter(1234567)).toBe('1,234,567');
    const own = { tooltip: { trigger: 'item', formatter: '{b}: {c}' } };
    expect(withNumberFormats(own, 'zh')).toEqual(own);
  });
});
