import { useEffect, useRef } from 'react';

/**
 * For a menu opened by a button: a click outside `wrapper` closes it, and Escape
 * closes it and gives focus back to `button`.
 */
export function useDismissable<Wrapper extends HTMLElement, Button extends HTMLElement>(
  open: boolean,
  close: () => void,
) {
  const wrapper = useRef<Wrapper>(null);
  const button = useRef<Button>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return { wrapper, button };
}
