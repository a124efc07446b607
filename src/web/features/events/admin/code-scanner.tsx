import { useEffect, useRef, useState } from 'react';
import { ActionNotice } from '#web/components/ui/status';
import { Button } from '#web/components/ui/button';

/** Reads QR codes from a video frame: the browser's own detector, or the jsQR library. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's BarcodeDetector where it reads QR codes (Chrome on Android, Safari on iOS 17+), else jsQR,
 * loaded only now: no other page carries the decoder (docs/product.md#registrants-and-check-in).
 */
async function makeReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The same code held in front of the camera is read many times a second: pass it on once per showing. */
const SAME_CODE_PAUSE_MS = 4000;

/**
 * Check-in by camera: opens the back camera in the page and hands each QR code it reads to `onCode`
 * (docs/product.md#registrants-and-check-in). Typing the code stays possible beside it.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    let last = { code: '', at: 0 };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = stream;
        await video.play();
        const read = await makeReader();
        const tick = async () => {
          if (stopped) return;
          const code = await read(video).catch(() => null);
          const now = performance.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code, at: now };
            onCodeRef.current(code);
          }
          frame = requestAnimationFrame(() => void tick());
        };
        void tick();
      } catch {
        if (!stopped) {
          setProblem('The camera could not be opened. Allow the camera, or type the code.');
          setScanning(false);
        }
      }
    };
    void start();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning]);

  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  if (!supported) return null;
  return (
    <div className="mt-3 space-y-2">
      <Button
        type="button"
        variant="secondary"
        aria-pressed={scanning}
        onClick={() => {
          setProblem(null);
          setScanning((on) => !on);
        }}
      >
        {scanning ? 'Stop the camera' : 'Scan with the camera'}
      </Button>
      {scanning && (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera: hold the QR code in the frame"
          className="aspect-square w-full max-w-sm rounded-xl bg-ink object-cover"
        />
      )}
      {problem && (
        <ActionNotice notice={{ tone: 'error', text: problem }} className="text-sm font-semibold" />
      )}
    </div>
  );
}
