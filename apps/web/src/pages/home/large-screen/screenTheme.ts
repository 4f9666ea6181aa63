import type { CSSProperties } from 'react';

/** The design canvas the large screen is laid out on; it is scaled to fit any window (4K: ×2). */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export const SCREEN = {
  background: 'radial-gradient(circle at 50% 20%, #0b2a5b 0%, #041230 55%, #020b1c 100%)',
  panel: 'rgba(9, 35, 78, 0.55)',
  border: '1px solid rgba(64, 158, 255, 0.35)',
  text: '#cfe3ff',
  title: '#e6f0ff',
  muted: '#7f9cc8',
  accent: '#4fd2ff',
  alert: '#ff7a8a',
  /** Series colours, in order. */
  palette: ['#4fd2ff', '#ffb84d', '#7cf29a', '#b28dff', '#ff7a8a', '#5b8ff9', '#f6d860', '#37c2a4'],
} as const;

export const panelStyle: CSSProperties = {
  background: SCREEN.panel,
  border: SCREEN.border,
  borderRadius: 8,
  boxShadow: 'inset 0 0 24px rgba(64, 158, 255, 0.15)',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  overflow: 'hidden',
};

const axisLine = { lineStyle: { color: 'rgba(127, 156, 200, 0.5)' } };
const splitLine = { lineStyle: { color: 'rgba(127, 156, 200, 0.15)' } };

/** What every chart of the screen shares: transparent background, light text, the palette. */
export const chartBase = {
  backgroundColor: 'transparent',
  color: [...SCREEN.palette],
  textStyle: { color: SCREEN.text, fontSize: 14 },
  tooltip: { confine: true },
  legend: { top: 0, textStyle: { color: SCREEN.text, fontSize: 14 } },
};

/** A category axis and a value axis in the screen's colours (`label` adds to the axis label's style). */
export const categoryAxis = (
  data: string[],
  extra: Record<string, unknown> = {},
  label: Record<string, unknown> = {},
) => ({
  type: 'category',
  data,
  axisLine,
  axisLabel: { color: SCREEN.text, fontSize: 13, ...label },
  ...extra,
});
export const valueAxis = (extra: Record<string, unknown> = {}) => ({
  type: 'value',
  axisLine,
  splitLine,
  axisLabel: { color: SCREEN.muted, fontSize: 12 },
  ...extra,
});
