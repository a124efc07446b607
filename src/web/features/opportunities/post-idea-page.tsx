import { ideaPostSchema, OPPORTUNITY_MESSAGES, POST_LIMITS } from '#common/opportunities';
import { Field } from '#web/components/ui/form-field';
import { usePostIdea } from './api/post-opportunity';
import { DescriptionField, PostForm, sendEmailFailure, usePostForm } from './post-form';
import { PostPageFrame } from './post-page-frame';

const SUCCESS_MESSAGE = (
  <>
    <p>
      Thank you for sharing your idea. Our team will review it, and it will appear on the Wall of Ideas once
      approved.
    </p>
    <p className="mt-2 text-sm">You can follow it on your Application Status page.</p>
  </>
);

function PostIdeaForm({ defaultName }: { defaultName: string }) {
  const form = usePostForm(ideaPostSchema, usePostIdea(), {
    failureMessage: sendEmailFailure,
    defaultValues: {
      title: '',
      mainTag: '',
      description: '',
      ownerName: defaultName,
      designation: '',
      contact: '',
      extraTags: '',
    },
  });

  const { register, error } = form;
  return (
    <PostForm
      label="Post an idea"
      submitLabel="Submit Idea"
      form={form}
      successTitle={OPPORTUNITY_MESSAGES.success.idea}
      successMessage={SUCCESS_MESSAGE}
    >
      <Field
        label="Title"
        required
        maxLength={POST_LIMITS.title}
        error={error('title')}
        registration={register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Main category"
          required
          placeholder="e.g. HealthTech"
          maxLength={POST_LIMITS.tag}
          error={error('mainTag')}
          registration={register('mainTag')}
        />
        <Field
          label="Extra tags"
          placeholder="e.g. AI, IoT, Water"
          hint="Optional. Separate tags with commas."
          maxLength={POST_LIMITS.extraTagsText}
          error={error('extraTags')}
          registration={register('extraTags')}
        />
      </div>
      <DescriptionField error={error('description')} registration={register('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Your name"
          required
          autoComplete="name"
          maxLength={POST_LIMITS.shortText}
          error={error('ownerName')}
          registration={register('ownerName')}
        />
        <Field
          label="Designation"
          required
          placeholder="e.g. B.Tech student, Professor"
          maxLength={POST_LIMITS.shortText}
          error={error('designation')}
          registration={register('designation')}
        />
      </div>
      <Field
        label="WhatsApp number"
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        hint="With country code. People interested in your idea will message you on WhatsApp."
        maxLength={POST_LIMITS.phone}
        error={error('contact')}
        registration={register('contact')}
      />
    </PostForm>
  );
}

/**
 * /post-idea (docs/product.md#idea-form): the idea form; the centre reviews every idea before it is shown.
 */
export default function PostIdeaPage() {
  return (
    <PostPageFrame
      kind="idea"
      title="Post an idea"
      intro="Share an idea you want to build. Our team reviews every idea before it appears on the Wall of Ideas."
    >
      {(user) => <PostIdeaForm defaultName={user.fullName} />}
    </PostPageFrame>
  );
}
