import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqEntry } from '#common/content';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { FaqForm } from './faq-form';
import { ListStates } from './list-states';
import { OrderedList } from './ordered-list';

/** The FAQ: add, edit, delete, and order each question within its category (docs/product.md#faq). */
export function FaqEditor({ announce }: { announce: (message: string) => void }) {
  const faq = useContentList('faq');
  const dialog = useEditing<FaqEntry>();
  const entry = dialog.item;

  return (
    <EditorSection name="faq" title="FAQ" addLabel="Add question" onAdd={dialog.add}>
      <p className="mb-4 text-sm text-slate-600">
        Shown on the Programmes page, grouped by category; a question moves among those of its own category.
      </p>
      <ListStates query={faq} what="questions" emptyTitle="No questions yet.">
        <div className="space-y-6">
          {FAQ_CATEGORIES.map((category) => {
            const items = faq.data?.filter((item) => item.category === category) ?? [];
            if (items.length === 0) return null;
            return (
              <div key={category}>
                <h4 className="mb-2 font-semibold text-slate-700">{FAQ_CATEGORY_LABELS[category]}</h4>
                <OrderedList
                  kind="faq"
                  label={FAQ_CATEGORY_LABELS[category]}
                  items={items}
                  nameOf={(item) => item.question}
                  deletable
                  announce={announce}
                  onEdit={dialog.edit}
                  renderItem={(item) => (
                    <p className="font-semibold wrap-anywhere text-ink">{item.question}</p>
                  )}
                />
              </div>
            );
          })}
        </div>
      </ListStates>
      {dialog.editing && (
        <EditorDialog
          title={entry ? 'Edit question' : 'Add question'}
          busy={dialog.busy}
          onClose={dialog.close}
        >
          {(headingId) => (
            <FaqForm
              entry={entry}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(question) => {
                dialog.close();
                announce(entry ? `Saved “${question}”.` : `Added “${question}”.`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
