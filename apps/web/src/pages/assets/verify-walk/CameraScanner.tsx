import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCodeReader } from './codeReader';
import { codeFromLabel } from './labelCode';

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable' | 'insecure' | 'decoderFailed';

/** Frames read per second: enough to catch a label held still, light on a phone's battery. */
const READ_INTERVAL_MS = 250;
/** The same label seen again within this time is the one still in view, not a new scan. */
const REPEAT_MS = 3000;

const cameraError = (error: unknown): CameraState =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? 'denied'
    : 'unavailable';

/**
 * The back camera's picture with a reader on it: every code read off an asset label is handed to
 * `onCode`. Where there is no camera, or the user refuses it, it says so (the page offers typing).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(false);
  const [state, setState] = useState<CameraState | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!active) return;
    setState('starting');
    // A failure stops the camera and leaves its reason on screen.
    const fail = (reason: CameraState) => {
      setState(reason);
      setActive(false);
    };
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    (async () => {
      // Browsers give the camera to HTTPS pages (and localhost) only: a plain-HTTP address has none.
      if (!window.isSecureContext) return fail('insecure');
      if (!navigator.mediaDevices?.getUserMedia) return fail('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        return fail(cameraError(error));
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const reader = await createCodeReader().catch(() => null);
      if (stopped) return;
      if (!reader) return fail('decoderFailed');
      setState('scanning');
      const tick = async () => {
        if (stopped || !video.current) return;
        const texts = await reader.read(video.current).catch(() => []);
        const code = texts.map(codeFromLabel).find((c) => c !== null);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > REPEAT_MS)) handler.current(code);
        if (code) Object.assign(last, { code, at: now });
        timer = setTimeout(tick, READ_INTERVAL_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active]);

  const problem = !active && state !== null && state !== 'starting' && state !== 'scanning';
  return (
    <div className="walk-camera">
      {active ? (
        <>
          <video ref={video} className="walk-video" muted playsInline data-testid="walk-video" />
          <div className="walk-hint" role="status">
            {t(state === 'starting' ? 'walk.camera.starting' : 'walk.camera.scanning')}
          </div>
          <Button
            block
            size="large"
            icon={<StopOutlined />}
            onClick={() => {
              setActive(false);
              setState(null);
            }}
          >
            {t('walk.camera.stop')}
          </Button>
        </>
      ) : (
        <Button block size="large" type="primary" icon={<CameraOutlined />} onClick={() => setActive(true)}>
          {t('walk.camera.start')}
        </Button>
      )}
      {problem ? <Alert type="warning" showIcon title={t(`walk.camera.${state}`)} /> : null}
    </div>
  );
}
