import { Suspense, lazy } from 'react';

const CheckInQr = lazy(() => import('./check-in-qr'));

const QR_SIZE = 176;

/**
 * The person's check-in code, as text and as a QR code for the camera at the entrance
 * (docs/product.md#event-registration).
 */
export function CheckInCode({ code }: { code: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-4">
      <Suspense
        fallback={
          <span
            aria-hidden="true"
            className="block animate-pulse rounded-lg bg-mist"
            style={{ width: QR_SIZE, height: QR_SIZE }}
          />
        }
      >
        <CheckInQr code={code} size={QR_SIZE} />
      </Suspense>
      <p className="text-sm text-slate-700">
        Check-in code:
        <span className="block font-mono text-lg font-bold tracking-widest text-ink">{code}</span>
        <span className="block max-w-56">Show it or its QR code at the entrance.</span>
      </p>
    </div>
  );
}
