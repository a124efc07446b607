import { MY_DATA_MESSAGES as M } from '#common/my-data-constants';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import type { ActionOutcome } from '#web/components/ui/status';
import { serverMessageOr } from '#web/lib/use-server-form';
import { useRequestDataExportFor } from './api/data-export';

/**
 * The People tab's "Send their data" (docs/product.md#download-my-data): an administrator acts on a request
 * received by post or mail; the site prepares the person's data and mails the link to the person's own
 * address, never to the administrator.
 */
export function SendDataDialog({
  person,
  onDone,
  onCancel,
}: {
  person: { id: number; email: string };
  onDone: (outcome: ActionOutcome) => void;
  onCancel: () => void;
}) {
  const request = useRequestDataExportFor();
  return (
    <ConfirmDialog
      title={M.adminConfirmTitle(person.email)}
      confirmLabel={M.adminRequest}
      busyLabel="Asking..."
      busy={request.isPending}
      onConfirm={() =>
        request.mutate(person.id, {
          onSuccess: (answer) => onDone({ tone: 'ok', text: answer.message }),
          onError: (error) =>
            onDone({ tone: 'error', text: serverMessageOr(M.requestFailed)(error) ?? M.requestFailed }),
        })
      }
      onCancel={onCancel}
    >
      {M.adminConfirmBody}
    </ConfirmDialog>
  );
}
