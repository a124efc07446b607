import type { Testimonial } from '#common/content';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates } from './list-states';
import { OrderedList } from './ordered-list';
import { TestimonialForm } from './testimonial-form';

/** Testimonials: add, edit, reorder, delete (docs/product.md#testimonials). */
export function TestimonialEditor({ announce }: { announce: (message: string) => void }) {
  const testimonials = useContentList('testimonials');
  const dialog = useEditing<Testimonial>();
  const testimonial = dialog.item;

  return (
    <EditorSection name="testimonials" title="Testimonials" addLabel="Add testimonial" onAdd={dialog.add}>
      <p className="mb-4 text-sm text-slate-600">
        The first three are shown on the home page and on the Programmes page.
      </p>
      <ListStates query={testimonials} what="testimonials" emptyTitle="No testimonials yet.">
        <OrderedList
          kind="testimonials"
          label="Testimonials"
          items={testimonials.data ?? []}
          nameOf={(item) => `the testimonial by ${item.name}`}
          deletable
          announce={announce}
          onEdit={dialog.edit}
          renderItem={(item) => (
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {item.name}, {item.startup}
              </p>
              <p className="line-clamp-2 text-sm text-slate-600">{item.quote}</p>
            </div>
          )}
        />
      </ListStates>
      {dialog.editing && (
        <EditorDialog
          title={testimonial ? `Edit testimonial by ${testimonial.name}` : 'Add testimonial'}
          busy={dialog.busy}
          onClose={dialog.close}
        >
          {(headingId) => (
            <TestimonialForm
              testimonial={testimonial}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(name) => {
                dialog.close();
                announce(
                  testimonial ? `Saved the testimonial by ${name}.` : `Added a testimonial by ${name}.`,
                );
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
