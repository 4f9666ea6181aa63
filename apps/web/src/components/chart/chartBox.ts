import type { CSSProperties } from 'react';

/** The box a chart draws in (and its placeholder holds while ECharts loads): full width, 320 px high. */
export const chartBox = (style?: CSSProperties): CSSProperties => ({ width: '100%', height: 320, ...style });
