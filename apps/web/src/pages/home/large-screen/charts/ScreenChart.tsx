import type { EChartsCoreOption } from 'echarts/core';
import { EChart } from '../../../../components/chart/EChart';
import '../../../../components/chart/roundCharts';
import { useChartPixelRatio } from '../ScreenFrame';

/** A chart filling its panel, in the dark theme, sharp at the canvas's scale. */
export function ScreenChart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const pixelRatio = useChartPixelRatio();
  return (
    <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <EChart
        option={option}
        label={label}
        theme="dark"
        pixelRatio={pixelRatio}
        style={{ position: 'absolute', inset: 0, width: 'auto', height: 'auto' }}
      />
    </div>
  );
}
