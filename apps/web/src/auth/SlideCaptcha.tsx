import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin, theme } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideTrack } from './SlideTrack';
import { ToneText } from './ToneText';
import { type CaptchaValue, useSlideCaptcha } from './useSlideCaptcha';
import { useStageWidth } from './useStageWidth';

export interface SlideCaptchaProps {
  value?: CaptchaValue;
  onChange?: (value: CaptchaValue | undefined) => void;
}

/**
 * The slide captcha of the login form: the server's background with the piece at height `y`; dragging the
 * slider (mouse, touch, or arrow keys + Enter) moves the piece, and releasing it asks the server whether
 * the piece sits in the gap. A failed try loads a new picture.
 */
export function SlideCaptcha({ value, onChange }: SlideCaptchaProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hintId = useId();
  const valueRef = useRef(value);
  valueRef.current = value;
  const captcha = useSlideCaptcha((next) => {
    // Do not report "empty" for a field that already is: the form would flag it before any attempt.
    if (next === undefined && valueRef.current === undefined) return;
    onChange?.(next);
  });
  const { phase, challenge, error } = captcha;
  // The position belongs to one challenge: a new picture starts again at 0.
  const [drag, setDrag] = useState({ key: '', pos: 0 });
  const [piece, setPiece] = useState({ width: 0, height: 0 });
  const [stageRef, stageWidth] = useStageWidth();

  if (phase === 'disabled') {
    return <ToneText tone="secondary">{t('login.captcha.disabled')}</ToneText>;
  }

  const width = challenge?.width ?? 320;
  const height = challenge?.height ?? 160;
  const scale = stageWidth > 0 ? stageWidth / width : 1;
  const maxPos = Math.max(0, width - piece.width);
  const key = challenge?.key ?? '';
  const position = phase !== 'loading' && drag.key === key ? drag.pos : 0;
  const move = (pos: number) => setDrag({ key, pos });
  const release = (x: number) => {
    if (x > 0) void captcha.verify(x);
  };

  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: width }}>
      <div
        ref={stageRef}
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${width} / ${height}`,
          background: token.colorFillTertiary,
        }}
      >
        {challenge && phase !== 'unavailable' ? (
          <>
            <img
              src={challenge.background}
              alt={t('login.captcha.backgroundAlt')}
              draggable={false}
              style={{ display: 'block', width: '100%', height: '100%', userSelect: 'none' }}
            />
            <img
              src={challenge.piece}
              alt={t('login.captcha.pieceAlt')}
              draggable={false}
              onLoad={(e) =>
                setPiece({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
              }
              style={{
                position: 'absolute',
                left: position * scale,
                top: challenge.y * scale,
                height: piece.height ? piece.height * scale : undefined,
                pointerEvents: 'none',
                userSelect: 'none',
              }}
            />
          </>
        ) : null}
        {phase === 'loading' || phase === 'verifying' ? (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Spin
              description={t(phase === 'loading' ? 'login.captcha.loading' : 'login.captcha.verifying')}
            />
          </div>
        ) : null}
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={captcha.reload}
          aria-label={t('login.captcha.refresh')}
          title={t('login.captcha.refresh')}
          style={{ position: 'absolute', top: 4, right: 4 }}
        />
      </div>
      <SlideTrack
        position={position}
        max={maxPos}
        trackWidth={stageWidth > 0 ? stageWidth : width}
        disabled={phase !== 'ready'}
        verified={phase === 'verified' || Boolean(value && 'token' in value)}
        label={t('login.captcha.slider')}
        hint={t('login.captcha.hint')}
        hintId={hintId}
        onMove={move}
        onRelease={release}
      />
      <span
        id={hintId}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('login.captcha.keyboardHint')}
      </span>
      <div aria-live="polite" style={{ minHeight: 22, marginTop: 4 }}>
        {error ? <ToneText tone="danger">{error}</ToneText> : null}
        {!error && phase === 'verified' ? (
          <ToneText tone="success">{t('login.captcha.verified')}</ToneText>
        ) : null}
      </div>
    </div>
  );
}
