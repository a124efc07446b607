import type { Program } from '#common/content';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates } from './list-states';
import { OrderedList } from './ordered-list';
import { ProgramForm } from './program-form';

/**
 * The three programmes: edit and reorder. They are not added or deleted here: applications
 * refer to each by its fixed key, and the programmes page and its Apply buttons expect these three.
 */
export function ProgramEditor({ announce }: { announce: (message: string) => void }) {
  const programs = useContentList('programs');
  const dialog = useEditing<Program>();
  const editing = dialog.item;

  return (
    <EditorSection name="programs" title="Programmes">
      <p className="mb-4 text-sm text-slate-600">
        The centre runs three programmes; change their wording and order here.
      </p>
      <ListStates query={programs} what="programmes" emptyTitle="No programmes yet.">
        <OrderedList
          kind="programs"
          label="Programmes"
          items={programs.data ?? []}
          nameOf={(item) => item.title}
          deletable={false}
          announce={announce}
          onEdit={dialog.edit}
          renderItem={(item) => (
            <div>
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="text-sm text-slate-600">
                {item.duration} · {item.features.length} features
              </p>
            </div>
          )}
        />
      </ListStates>
      {editing && (
        <EditorDialog title={`Edit ${editing.title}`} busy={dialog.busy} onClose={dialog.close}>
          {(headingId) => (
            <ProgramForm
              program={editing}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(title) => {
                dialog.close();
                announce(`Saved ${title}.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
