import type { CarouselSlide } from '#common/content';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates, Thumbnail } from './list-states';
import { OrderedList } from './ordered-list';
import { SlideForm } from './slide-form';

/** The impact carousel's slides: add, edit, reorder, delete. */
export function SlideEditor({ announce }: { announce: (message: string) => void }) {
  const slides = useContentList('slides');
  const dialog = useEditing<CarouselSlide>();
  const slide = dialog.item;

  return (
    <EditorSection name="slides" title="Carousel" addLabel="Add slide" onAdd={dialog.add}>
      <ListStates query={slides} what="slides" emptyTitle="No slides yet.">
        <OrderedList
          kind="slides"
          label="Carousel slides"
          items={slides.data ?? []}
          nameOf={(item) => `slide "${item.caption}"`}
          deletable
          announce={announce}
          onEdit={dialog.edit}
          renderItem={(item) => (
            <div className="flex items-center gap-3">
              <Thumbnail image={item.image} />
              <p className="min-w-0 text-ink">{item.caption}</p>
            </div>
          )}
        />
      </ListStates>
      {dialog.editing && (
        <EditorDialog title={slide ? 'Edit slide' : 'Add slide'} busy={dialog.busy} onClose={dialog.close}>
          {(headingId) => (
            <SlideForm
              slide={slide}
              labelledBy={headingId}
              onBusyChange={dialog.setBusy}
              onCancel={dialog.close}
              onSaved={(caption) => {
                dialog.close();
                announce(`Saved slide "${caption}".`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </EditorSection>
  );
}
