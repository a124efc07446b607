import { TEAM_GROUP_LABELS, TEAM_GROUPS, type TeamMember } from '#common/content';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates } from './list-states';
import { OrderedList } from './ordered-list';
import { PersonRow } from './person-fields';
import { TeamForm } from './team-form';

/** Team members in their two groups: add, edit, reorder within a group, delete. */
export function TeamEditor({ announce }: { announce: (message: string) => void }) {
  const team = useContentList('team');
  const dialog = useEditing<TeamMember>();
  const member = dialog.item;

  return (
    <EditorSection name="team" title="Team" addLabel="Add team member" onAdd={dialog.add}>
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
                    onEdit={dialog.edit}
                    renderItem={(item) => (
                      <PersonRow image={item.image} name={item.name} detail={item.role} />
                    )}
                  />
                )}
              </div>
            );
          })}
        </div>
      </ListStates>
      {dialog.editing && (
        <EditorDialog
          title={member ? `Edit ${member.name}` : 'Add team member'}
          busy={dialog.busy}
          onClose={dialog.close}
        >
          {(headingId) => (
            <TeamForm
              member={member}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(name) => {
                dialog.close();
                announce(member ? `Saved ${name}.` : `Added ${name} to the team.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
