import { useState, type ReactNode } from 'react';
import { SectionHeader } from './list-states';
import { Button } from '#web/components/ui/button';

/** Which item an editor's dialog is open for ('new' while adding), and whether it is saving. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    editing,
    /** The item being edited; null while adding. */
    item: editing === 'new' ? null : editing,
    busy,
    setBusy,
    edit: (item: T) => setEditing(item),
    add: () => setEditing('new'),
    close: () => setEditing(null),
  };
}

/** A content editor's section: its heading, an optional Add button, then the list. */
export function EditorSection({
  name,
  title,
  addLabel,
  onAdd,
  children,
}: {
  /** Names the heading's id, `content-<name>-heading`. */
  name: string;
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}) {
  const headingId = `content-${name}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={title}>
        {addLabel && (
          <Button type="button" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </SectionHeader>
      {children}
    </section>
  );
}
