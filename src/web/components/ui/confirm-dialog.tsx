import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import { Button } from './button';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While the action runs the buttons are disabled and the confirm label says so. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const headingId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog labelledBy={headingId} onClose={() => !busy && onCancel()} initialFocus={cancel}>
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-2 text-slate-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancel} type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
