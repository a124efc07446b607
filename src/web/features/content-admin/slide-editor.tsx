import { useState } from 'react';
import type { CarouselSlide } from '../../../common/content';
import { primaryButton } from '../../components/ui/form-styles';
import { useContentList } from './api/get-content-list';
import { EditorDialog } from './editor-dialog';
import { ListStates, SectionHeader, Thumbnail } from './list-states';
import { OrderedList } from './ordered-list';
import { SlideForm } from './slide-form';

/** The impact carousel's slides: add, edit, reorder, delete. */
export function SlideEditor({ announce }: { announce: (message: string) => void }) {
  const slides = useContentList('slides');
  const [editing, setEditing] = useState<CarouselSlide | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const slide = editing === 'new' ? null : editing;

  return (
    <section aria-labelledby="content-slides-heading">
      <SectionHeader id="content-slides-heading" title="Carousel">
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          Add slide
        </button>
      </SectionHeader>
      <ListStates query={slides} what="slides" emptyTitle="No slides yet.">
        <OrderedList
          kind="slides"
          label="Carousel slides"
          items={slides.data ?? []}
          nameOf={(item) => `slide "${item.caption}"`}
          deletable
          announce={announce}
          onEdit={setEditing}
          renderItem={(item) => (
            <div className="flex items-center gap-3">
              <Thumbnail image={item.image} />
              <p className="min-w-0 text-ink">{item.caption}</p>
            </div>
          )}
        />
      </ListStates>
      {editing && (
        <EditorDialog title={slide ? 'Edit slide' : 'Add slide'} busy={busy} onClose={() => setEditing(null)}>
          {(headingId) => (
            <SlideForm
              slide={slide}
              labelledBy={headingId}
              onBusyChange={setBusy}
              onCancel={() => setEditing(null)}
              onSaved={(caption) => {
                setEditing(null);
                announce(`Saved slide "${caption}".`);
              }}
            />
          )}
        </EditorDialog>
      )}
    </section>
  );
}
