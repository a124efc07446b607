import {
  NEWS_LIMITS,
  NEWS_STATUS_LABELS,
  NEWS_STATUSES,
  newsInputSchema,
  type AdminNewsPost,
} from '#common/news';
import { Field } from '#web/components/ui/form-field';
import { useSaveNews } from '#web/features/news';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';

/** Today's date where the admin is, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Writes or edits a news post: title, address, summary, Markdown text, cover, date and state. */
export function NewsForm({
  post,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { post: AdminNewsPost | null }) {
  const save = useSaveNews();
  const cover = usePhotoFormState();
  const form = useContentForm(newsInputSchema, {
    onBusyChange,
    defaultValues: post
      ? {
          title: post.title,
          slug: post.slug,
          summary: post.summary,
          body: post.body,
          status: post.status,
          publishedOn: post.publishedOn,
        }
      : { title: '', slug: '', summary: '', body: '', status: 'draft', publishedOn: today() },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(
      save.mutate,
      { id: post?.id, fields: values, cover: cover.file, removeCover: cover.remove },
      () => onSaved(values.title),
      cover.fromServer,
    ),
  );

  return (
    <ContentFormShell
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      serverError={form.formError}
      busy={save.isPending}
      onCancel={onCancel}
    >
      <Field
        label="Title"
        required
        maxLength={NEWS_LIMITS.title}
        error={errors.title?.message}
        registration={register('title')}
      />
      <Field
        label="Address"
        required
        maxLength={NEWS_LIMITS.slug}
        hint="The end of the post's address, /news/…: lowercase letters, digits and hyphens."
        error={errors.slug?.message}
        registration={register('slug')}
      />
      <Field
        label="Summary"
        required
        multiline
        rows={2}
        maxLength={NEWS_LIMITS.summary}
        hint="Shown in the list, the feed and link previews."
        error={errors.summary?.message}
        registration={register('summary')}
      />
      <Field
        label="Text"
        required
        multiline
        rows={10}
        maxLength={NEWS_LIMITS.body}
        hint="Markdown: **bold**, _italic_, ## headings, - lists, [links](https://…). HTML is shown as typed."
        error={errors.body?.message}
        registration={register('body')}
      />
      <PhotoField
        label="Cover picture"
        current={post?.cover ?? null}
        file={cover.file}
        onFileChange={cover.setFile}
        removable
        remove={cover.remove}
        onRemoveChange={cover.setRemove}
        error={cover.error}
        onError={cover.setError}
      />
      <Field
        label="Publish date"
        required
        type="date"
        error={errors.publishedOn?.message}
        registration={register('publishedOn')}
      />
      <Field
        label="State"
        required
        options={NEWS_STATUSES.map((status) => ({ value: status, label: NEWS_STATUS_LABELS[status] }))}
        hint="Drafts are seen only here: not in the list, the feed or the sitemap."
        error={errors.status?.message}
        registration={register('status')}
      />
    </ContentFormShell>
  );
}
