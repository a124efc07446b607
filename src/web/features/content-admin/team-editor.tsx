import { useState } from 'react';
import { TEAM_GROUP_LABELS, TEAM_GROUPS, type TeamMember } from '../../../common/content';
import { primaryButton } from '../../components/ui/form-styles';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { ListStates, SectionHeader, Thumbnail } from './list-states';
import { OrderedList } from './ordered-list';
import { TeamForm } from './team-form';

/** Team members in their two groups: add, edit, reorder within a group, delete. */
export function TeamEditor({ announce }: { announce: (message: string) => void }) {
  const team = useContentList('team');
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const member = editing === 'new' ? null : editing;

  return (
    <section aria-labelledby="content-team-heading">
      <SectionHeader id="content-team-heading" title="Team">
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          Add team member
        </button>
      </SectionHeader>
      <ListStates query={team} what="team" emptyTitle="No team members yet.">
        <div className="space-y-6">
          {TEAM_GROUPS.map((group) => {
            const items = team.data?.filter((item) => item.group === group) ?? [];
            return (
              <div key={group}>
                <h4 className="mb-2 font-semibold text-slate-700">{TEAM_GROUP_LABELS[group]}</h4>
                {items.length === 0 ? (
                  <p className="text-slate-600">Nobody in this group yet.</p>
                ) : (
                  <OrderedList
                    kind="team"
                    label={TEAM_GROUP_LABELS[group]}
                    items={items}
                    nameOf={(item) => item.name}
                    deletable
                    announce={announce}
                    onEdit={setEditing}
                    renderItem={(item) => (
                      <div className="flex items-center gap-3">
                        <Thumbnail image={item.image} />
                        <div className="min-w-0">
                          <p className="font-semibold text-ink">{item.name}</p>
                          <p className="text-sm text-slate-600 sm:truncate">{item.role}</p>
                        </div>
                      </div>
                    )}
                  />
                )}
              </div>
            );
          })}
        </div>
      </ListStates>
      {editing && (
        <EditorDialog
          title={member ? `Edit ${member.name}` : 'Add team member'}
          busy={busy}
          onClose={() => setEditing(null)}
        >
          {(headingId) => (
            <TeamForm
              member={member}
              labelledBy={headingId}
              onBusyChange={setBusy}
              onCancel={() => setEditing(null)}
              onSaved={(name) => {
                setEditing(null);
                announce(member ? `Saved ${name}.` : `Added ${name} to the team.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </section>
  );
}
