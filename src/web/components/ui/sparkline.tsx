const WIDTH = 280;
const HEIGHT = 96;
const PAD = 6;

/** The polyline points of one series; a missing figure breaks the line into separate runs. */
function runsOf(values: (number | null)[]) {
  const known = values.filter((value): value is number => value !== null);
  const top = Math.max(1, ...known);
  const bottom = Math.min(0, ...known);
  const step = (WIDTH - 2 * PAD) / Math.max(1, values.length - 1);
  const runs: string[][] = [[]];
  values.forEach((value, index) => {
    if (value === null) {
      if (runs[runs.length - 1]!.length > 0) runs.push([]);
      return;
    }
    const x = values.length === 1 ? WIDTH / 2 : PAD + index * step;
    const y = HEIGHT - PAD - ((value - bottom) / (top - bottom)) * (HEIGHT - 2 * PAD);
    runs[runs.length - 1]!.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  });
  return runs.filter((run) => run.length > 0);
}

/**
 * A small line chart of one series: plain SVG, no chart library, an image named by `label` (the figures
 * themselves belong in a table beside it for screen readers). A lone figure is a dot.
 */
export function Sparkline({
  values,
  label,
  lineClass,
  baseClass,
  className = 'mt-2 h-24 w-full',
}: {
  values: (number | null)[];
  label: string;
  lineClass: string;
  baseClass: string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={className}
      preserveAspectRatio="none"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className={baseClass} />
      {runsOf(values).map((run) => (
        <polyline
          key={run[0]}
          points={run.length === 1 ? `${run[0]} ${run[0]}` : run.join(' ')}
          fill="none"
          className={lineClass}
          strokeWidth={run.length === 1 ? 6 : 2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
