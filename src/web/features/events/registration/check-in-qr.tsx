import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules: scanners need the light border. */
const MARGIN = 2;

/**
 * The personal check-in code as a QR code (docs/product.md#event-registration), drawn as one SVG path.
 * Loaded lazily (the `qrcode` library stays out of the pages that show no code).
 */
export default function CheckInQr({ code, size = 176 }: { code: string; size?: number }) {
  const path = useMemo(() => {
    const { modules } = create(code, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) parts.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
    return { d: parts.join(''), extent: modules.size + 2 * MARGIN };
  }, [code]);
  return (
    <svg
      role="img"
      aria-label={`QR code of your check-in code ${code}`}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
      data-check-in-qr={code}
    >
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
