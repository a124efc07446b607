/**
 * Grey placeholders in the shape of the cards a list is loading (three unless told). They are hidden from
 * screen readers, which hear `label` instead when there is one.
 */
export function Skeletons({
  label,
  count = 3,
  gridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  itemClassName,
}: {
  label?: string;
  count?: number;
  gridClassName?: string;
  /** Size, corners and colour of one placeholder, e.g. "h-56 rounded-2xl bg-white". */
  itemClassName: string;
}) {
  const grid = (
    <div aria-hidden="true" className={gridClassName}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`animate-pulse ${itemClassName}`} />
      ))}
    </div>
  );
  if (!label) return grid;
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      {grid}
    </div>
  );
}
