import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';

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

/**
 * A menu behind a button (the navbar's Opportunities, the account menu): whether it is open, and the
 * props of its wrapper and button. It closes on a click outside, on Escape (focus back on the button) and
 * when focus leaves the wrapper; the list takes `id={menuId} hidden={!open}`.
 */
export function useMenuButton<Wrapper extends HTMLElement, Button extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const { wrapper, button } = useDismissable<Wrapper, Button>(open, close);
  return {
    open,
    close,
    menuId,
    wrapperProps: {
      ref: wrapper,
      onBlur: (event: FocusEvent<Wrapper>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((value) => !value),
    },
  };
}
