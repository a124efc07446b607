import { useId, type ReactNode } from 'react';
import { ModalDialog } from '#web/components/ui/modal-dialog';

/** A form in a modal: the heading names it; Escape or the backdrop cancels unless a save is running. */
export function EditorDialog({
  title,
  busy,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <ModalDialog labelledBy={headingId} onClose={() => !busy && onClose()} className="max-w-xl">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children(headingId)}
    </ModalDialog>
  );
}
