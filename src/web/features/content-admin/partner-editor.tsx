import type { Partner } from '#common/content';
import { PARTNER_KIND_NOUNS } from '#common/content-constants';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates } from './list-states';
import { OrderedList } from './ordered-list';
import { PartnerForm } from './partner-form';
import { PersonRow } from './person-fields';

/** Partners and investors: add, edit, reorder, delete (docs/product.md#partners). */
export function PartnerEditor({ announce }: { announce: (message: string) => void }) {
  const partners = useContentList('partners');
  const dialog = useEditing<Partner>();
  const partner = dialog.item;

  return (
    <EditorSection name="partners" title="Partners and investors" addLabel="Add partner" onAdd={dialog.add}>
      <p className="mb-4 text-sm text-slate-600">
        Shown on the Partners page and, the first eight, as a logo strip on the home page.
      </p>
      <ListStates query={partners} what="partners" emptyTitle="No partners yet.">
        <OrderedList
          kind="partners"
          label="Partners"
          items={partners.data ?? []}
          nameOf={(item) => item.name}
          deletable
          announce={announce}
          onEdit={dialog.edit}
          renderItem={(item) => (
            <PersonRow image={item.logo} name={item.name} detail={PARTNER_KIND_NOUNS[item.kind]} />
          )}
        />
      </ListStates>
      {dialog.editing && (
        <EditorDialog
          title={partner ? `Edit ${partner.name}` : 'Add partner'}
          busy={dialog.busy}
          onClose={dialog.close}
        >
          {(headingId) => (
            <PartnerForm
              partner={partner}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(name) => {
                dialog.close();
                announce(partner ? `Saved ${name}.` : `Added partner ${name}.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
