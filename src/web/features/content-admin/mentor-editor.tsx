import type { Mentor } from '#common/content';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates } from './list-states';
import { MentorForm } from './mentor-form';
import { OrderedList } from './ordered-list';
import { PersonRow } from './person-fields';

/** Mentors: add, edit, reorder, delete. */
export function MentorEditor({ announce }: { announce: (message: string) => void }) {
  const mentors = useContentList('mentors');
  const dialog = useEditing<Mentor>();
  const mentor = dialog.item;

  return (
    <EditorSection name="mentors" title="Mentors" addLabel="Add mentor" onAdd={dialog.add}>
      <ListStates query={mentors} what="mentors" emptyTitle="No mentors yet.">
        <OrderedList
          kind="mentors"
          label="Mentors"
          items={mentors.data ?? []}
          nameOf={(item) => item.name}
          deletable
          announce={announce}
          onEdit={dialog.edit}
          renderItem={(item) => <PersonRow image={item.image} name={item.name} detail={item.field} />}
        />
      </ListStates>
      {dialog.editing && (
        <EditorDialog
          title={mentor ? `Edit ${mentor.name}` : 'Add mentor'}
          busy={dialog.busy}
          onClose={dialog.close}
        >
          {(headingId) => (
            <MentorForm
              mentor={mentor}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(name) => {
                dialog.close();
                announce(mentor ? `Saved ${name}.` : `Added mentor ${name}.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
