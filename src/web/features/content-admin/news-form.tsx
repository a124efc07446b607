import {
  NEWS_LIMITS,
  NEWS_STATUS_LABELS,
  NEWS_STATUSES,
  newsInputSchema,
  type AdminNewsPost,
} from '#common/news';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import { useSaveNews } from '#web/features/news';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

const statusOptions = NEWS_STATUSES.map((status) => ({ value: status, label: NEWS_STATUS_LABELS[status] }));

/** Today's date where the admin is, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Writes or edits a news post: title, address, summary, Markdown text, cover, date and state. */
export function NewsForm({ post, ...dialog }: ContentFormProps & { post: AdminNewsPost | null }) {
  const save = useSaveNews();
  const cover = usePhotoFormState();
  const form = useContentForm(newsInputSchema, dialog, {
    defaultValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      summary: post?.summary ?? '',
      body: post?.body ?? '',
      status: post?.status ?? 'draft',
      publishedOn: post?.publishedOn ?? today(),
    },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={save.isPending}
      onSubmit={(values) =>
        form.save(
          save.mutate,
          { id: post?.id, fields: values, cover: cover.file, removeCover: cover.remove },
          values.title,
          cover.fromServer,
        )
      }
    >
      <FormField form={form} name="title" label="Title" required maxLength={NEWS_LIMITS.title} />
      <FormField
        form={form}
        name="slug"
        label="Address"
        required
        maxLength={NEWS_LIMITS.slug}
        hint="The end of the post's address, /news/…: lowercase letters, digits and hyphens."
      />
      <FormField
        form={form}
        name="summary"
        label="Summary"
        required
        multiline
        rows={2}
        maxLength={NEWS_LIMITS.summary}
        hint="Shown in the list, the feed and link previews."
      />
      <FormField
        form={form}
        name="body"
        label="Text"
        required
        multiline
        rows={10}
        maxLength={NEWS_LIMITS.body}
        hint="Markdown: **bold**, _italic_, ## headings, - lists, [links](https://…). HTML is shown as typed."
      />
      <PhotoField label="Cover picture" current={post?.cover ?? null} photo={cover} removable />
      <FormField form={form} name="publishedOn" label="Publish date" required type="date" />
      <FormField
        form={form}
        name="status"
        label="State"
        required
        options={statusOptions}
        hint="Drafts are seen only here: not in the list, the feed or the sitemap."
      />
    </ContentFormShell>
  );
}
