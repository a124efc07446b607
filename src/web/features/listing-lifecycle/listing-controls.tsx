import { useState } from 'react';
import { LISTING_CLOSED_LABELS, type ListingClosedReason } from '#common/listing-lifecycle-constants';
import type { ApplicableKind } from '#common/post-applications-constants';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormMessage } from '#web/components/ui/form-field';
import { apiMessageOr } from '#web/lib/use-server-form';
import { useListingAction } from './api/listing-actions';
import { formatDate } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';

const renewFailure = apiMessageOr('The listing could not be renewed. Please try again.');
const closeFailure = apiMessageOr('The listing could not be closed. Please try again.');

export interface ListingState {
  kind: ApplicableKind;
  id: number;
  title: string;
  expiresAt: string | null;
  closedReason: ListingClosedReason | null;
}

/** Where an approved listing stands: "Listed until 3 Apr 2031", "Expired" or "Closed: filled". */
export function listingStateText(listing: ListingState): string {
  if (listing.closedReason) return LISTING_CLOSED_LABELS[listing.closedReason];
  return listing.expiresAt ? `Listed until ${formatDate(listing.expiresAt, 'day')}` : 'Listed';
}

/**
 * The owner's Renew and Close as filled of an approved listing (docs/product.md#listing-lifecycle), with
 * the answer's message; closing asks first.
 */
export function ListingControls({ listing, onChanged }: { listing: ListingState; onChanged: () => void }) {
  const renew = useListingAction(listing.kind, listing.id, 'renewal', onChanged);
  const close = useListingAction(listing.kind, listing.id, 'closure', onChanged);
  const [asking, setAsking] = useState(false);
  if (listing.closedReason === 'filled') return null;
  const message = renew.data?.message ?? close.data?.message;
  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          className="text-sm"
          disabled={renew.isPending}
          onClick={() => {
            close.reset();
            renew.mutate();
          }}
        >
          {renew.isPending
            ? 'Renewing…'
            : listing.closedReason === 'expired'
              ? 'Renew and list again'
              : 'Renew'}
          <span className="sr-only"> {listing.title}</span>
        </Button>
        <Button type="button" variant="secondary" className="text-sm" onClick={() => setAsking(true)}>
          Close as filled <span className="sr-only">{listing.title}</span>
        </Button>
      </div>
      {renew.isError && <FormMessage tone="error">{renewFailure(renew.error)}</FormMessage>}
      {close.isError && <FormMessage tone="error">{closeFailure(close.error)}</FormMessage>}
      {message && !renew.isError && !close.isError && <FormMessage tone="success">{message}</FormMessage>}
      {asking && (
        <ConfirmDialog
          title="Close this listing as filled?"
          confirmLabel="Close as filled"
          busyLabel="Closing…"
          busy={close.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            renew.reset();
            close.mutate(undefined, { onSettled: () => setAsking(false) });
          }}
        >
          “{listing.title}” leaves the public lists for good and takes no more applications. The applications
          you received stay here.
        </ConfirmDialog>
      )}
    </div>
  );
}
