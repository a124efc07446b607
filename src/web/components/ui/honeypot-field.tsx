import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field only bots fill (docs/product.md#honeypots): off screen, out of the tab order, hidden from screen
 * readers and never autofilled. The server answers a filled one as usual and does nothing.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
