import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface ModalDialogProps {
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Escape, a click on the backdrop or a close button: the owner decides what closing means. */
  onClose: () => void;
  /** Receives focus when the dialog opens; otherwise the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog> element opened with showModal(): the rest of the page becomes
 * inert (focus and screen readers stay inside), the page behind does not scroll, and focus goes
 * back to where it was when the dialog goes away.
 */
export function ModalDialog({
  labelledBy,
  onClose,
  initialFocus,
  className = '',
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRequested = useRef(onClose);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    closeRequested.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
      if (returnFocusTo && returnFocusTo !== document.body && returnFocusTo.isConnected) {
        returnFocusTo.focus();
      }
    };
    // Opened once per mount; later changes of initialFocus do not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      // The browser's own Escape handling ends in `cancel`; the owner closes instead.
      onCancel={(event) => {
        event.preventDefault();
        closeRequested.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        closeRequested.current();
      }}
      // The dialog box fills the <dialog>; a press that starts and ends outside it is on the backdrop.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) closeRequested.current();
        pressedOnBackdrop.current = false;
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-ink/70 ${className}`}
    >
      <div className="p-6 sm:p-8">{children}</div>
    </dialog>
  );
}
