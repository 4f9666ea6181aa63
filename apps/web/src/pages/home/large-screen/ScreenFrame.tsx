import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SCREEN } from './screenTheme';

/** How much the design canvas is enlarged (or shrunk) to fit the window, and where it goes to be centred. */
function fit(): { scale: number; left: number; top: number } {
  const scale = Math.min(window.innerWidth / DESIGN_WIDTH, window.innerHeight / DESIGN_HEIGHT);
  return {
    scale,
    left: (window.innerWidth - DESIGN_WIDTH * scale) / 2,
    top: (window.innerHeight - DESIGN_HEIGHT * scale) / 2,
  };
}

const ScaleContext = createContext(1);

/**
 * The pixel ratio a chart on the canvas draws at, so an enlarged canvas stays sharp (3840×2160: twice
 * the device's). Rounded up to whole steps, so resizing the window does not redraw every chart.
 */
export function useChartPixelRatio(): number {
  const scale = useContext(ScaleContext);
  return Math.max(1, Math.ceil((window.devicePixelRatio || 1) * scale));
}

/**
 * The full window, dark, holding a 1920×1080 canvas scaled by a CSS transform to fit and centred: at
 * 1920×1080 it is shown as laid out, at 3840×2160 twice as large and identical, and other window shapes
 * get bands at the sides rather than anything cut off.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const [{ scale, left, top }, setPlace] = useState(fit);
  useEffect(() => {
    const refit = () => setPlace(fit());
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        background: SCREEN.background,
        color: SCREEN.text,
      }}
    >
      <div
        data-testid="screen-canvas"
        style={{
          position: 'absolute',
          width: DESIGN_WIDTH,
          height: DESIGN_HEIGHT,
          left,
          top,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          display: 'flex',
          flexDirection: 'column',
          gap: 16,
          padding: '0 24px 24px',
          boxSizing: 'border-box',
        }}
      >
        <ScaleContext.Provider value={scale}>{children}</ScaleContext.Provider>
      </div>
    </div>
  );
}
