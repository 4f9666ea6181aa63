import type { ReaderOptions } from 'zxing-wasm/reader';

/** What the wasm reader looks for: the one QR code of an asset label, found even when small or skewed. */
export const LABEL_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** Reads QR codes out of the camera's current frame. */
export interface CodeReader {
  read(video: HTMLVideoElement): Promise<string[]>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector where it reads QR codes (Android Chrome, Safari 17+, macOS Chrome). */
async function nativeReader(): Promise<CodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return { read: async (video) => (await detector.detect(video)).map((b) => b.rawValue) };
}

/**
 * zxing-wasm's reader, loaded only when the browser has no detector: its script and wasm are chunks of
 * our own build (served by our server, so it works offline and under our CSP), never a CDN.
 */
async function wasmReader(): Promise<CodeReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    read: async (video) => {
      if (!context || video.videoWidth === 0) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const results = await readBarcodes(frame, {
        formats: ['QRCode'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return results.filter((r) => r.isValid).map((r) => r.text);
    },
  };
}

/** The best reader this browser has. */
export async function createCodeReader(): Promise<CodeReader> {
  return (await nativeReader()) ?? wasmReader();
}
