import { ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';

const HANDLE = 40;

export interface SlideTrackProps {
  /** Piece position in picture pixels, 0..max. */
  position: number;
  max: number;
  trackWidth: number;
  disabled: boolean;
  verified: boolean;
  label: string;
  hint: string;
  hintId: string;
  onMove: (position: number) => void;
  onRelease: (position: number) => void;
}

/** The slider under the picture: pointer (mouse, touch, pen) drag, or arrow keys and Enter. */
export function SlideTrack(props: SlideTrackProps) {
  const { position, max, trackWidth, disabled, verified, onMove, onRelease } = props;
  const { token } = theme.useToken();
  const drag = useRef<{ startX: number; startPos: number; moved: boolean } | null>(null);
  const travel = Math.max(1, trackWidth - HANDLE);
  const ratio = max > 0 ? max / travel : 0;
  const left = max > 0 ? (position / max) * travel : 0;
  const clamp = (v: number) => Math.min(max, Math.max(0, v));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, startPos: position, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || disabled) return;
    d.moved = true;
    onMove(clamp(d.startPos + (e.clientX - d.startX) * ratio));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || disabled || !d.moved) return;
    onRelease(clamp(d.startPos + (e.clientX - d.startX) * ratio));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = e.shiftKey ? 10 : 1;
    const keys: Record<string, number> = {
      ArrowRight: position + step,
      ArrowUp: position + step,
      ArrowLeft: position - step,
      ArrowDown: position - step,
      PageUp: position + 10,
      PageDown: position - 10,
      Home: 0,
      End: max,
    };
    if (e.key in keys) {
      e.preventDefault();
      onMove(clamp(keys[e.key] as number));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRelease(position);
    }
  };

  const color = verified ? token.colorSuccess : token.colorPrimary;
  return (
    <div
      style={{
        position: 'relative',
        height: HANDLE,
        marginTop: 8,
        background: token.colorFillTertiary,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <div
        style={{
          position: 'absolute',
          inset: 0,
          width: left + HANDLE / 2,
          background: verified ? token.colorSuccessBg : token.colorPrimaryBg,
          borderRadius: token.borderRadius,
        }}
      />
      {position === 0 && !verified ? (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            paddingLeft: HANDLE,
            color: token.colorTextSecondary,
            fontSize: 13,
          }}
        >
          {props.hint}
        </span>
      ) : null}
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={props.label}
        aria-describedby={props.hintId}
        aria-valuemin={0}
        aria-valuemax={Math.round(max)}
        aria-valuenow={Math.round(position)}
        aria-disabled={disabled}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        style={{
          position: 'absolute',
          top: -1,
          left,
          width: HANDLE,
          height: HANDLE,
          display: 'grid',
          placeItems: 'center',
          background: disabled && !verified ? token.colorBgContainerDisabled : color,
          color: token.colorWhite,
          borderRadius: token.borderRadius,
          cursor: disabled ? 'not-allowed' : 'grab',
          touchAction: 'none',
          boxShadow: token.boxShadowTertiary,
        }}
      >
        {verified ? <CheckOutlined /> : <ArrowRightOutlined />}
      </div>
    </div>
  );
}
