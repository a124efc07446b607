import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormMessage } from '#web/components/ui/form-field';
import { apiMessageOr } from '#web/lib/use-server-form';
import { useWithdrawApplication } from './api/my-applications';
import { Button } from '#web/components/ui/button';

const failure = apiMessageOr('Your application could not be withdrawn. Please try again.');

/** Withdraws an open application after asking (docs/product.md#applications-on-the-site). */
export function WithdrawButton({ id, title }: { id: number; title: string }) {
  const withdraw = useWithdrawApplication();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" className="text-sm" onClick={() => setAsking(true)}>
        Withdraw <span className="sr-only">the application to {title}</span>
      </Button>
      {withdraw.isError && <FormMessage tone="error">{failure(withdraw.error)}</FormMessage>}
      {asking && (
        <ConfirmDialog
          title="Withdraw this application?"
          confirmLabel="Withdraw"
          busyLabel="Withdrawing…"
          busy={withdraw.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => withdraw.mutate(id, { onSettled: () => setAsking(false) })}
        >
          Your application to “{title}” and its CV will be deleted. You can apply again while the post is
          open.
        </ConfirmDialog>
      )}
    </>
  );
}
