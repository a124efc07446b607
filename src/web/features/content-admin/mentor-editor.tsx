import { useState } from 'react';
import type { Mentor } from '../../../common/content';
import { primaryButton } from '../../components/ui/form-styles';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { ListStates, SectionHeader, Thumbnail } from './list-states';
import { MentorForm } from './mentor-form';
import { OrderedList } from './ordered-list';

/** Mentors: add, edit, reorder, delete. */
export function MentorEditor({ announce }: { announce: (message: string) => void }) {
  const mentors = useContentList('mentors');
  const [editing, setEditing] = useState<Mentor | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const mentor = editing === 'new' ? null : editing;

  return (
    <section aria-labelledby="content-mentors-heading">
      <SectionHeader id="content-mentors-heading" title="Mentors">
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          Add mentor
        </button>
      </SectionHeader>
      <ListStates query={mentors} what="mentors" emptyTitle="No mentors yet.">
        <OrderedList
          kind="mentors"
          label="Mentors"
          items={mentors.data ?? []}
          nameOf={(item) => item.name}
          deletable
          announce={announce}
          onEdit={setEditing}
          renderItem={(item) => (
            <div className="flex items-center gap-3">
              <Thumbnail image={item.image} />
              <div className="min-w-0">
                <p className="font-semibold text-ink">{item.name}</p>
                <p className="text-sm text-slate-600 sm:truncate">{item.field}</p>
              </div>
            </div>
          )}
        />
      </ListStates>
      {editing && (
        <EditorDialog
          title={mentor ? `Edit ${mentor.name}` : 'Add mentor'}
          busy={busy}
          onClose={() => setEditing(null)}
        >
          {(headingId) => (
            <MentorForm
              mentor={mentor}
              labelledBy={headingId}
              onBusyChange={setBusy}
              onCancel={() => setEditing(null)}
              onSaved={(name) => {
                setEditing(null);
                announce(mentor ? `Saved ${name}.` : `Added mentor ${name}.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </section>
  );
}
