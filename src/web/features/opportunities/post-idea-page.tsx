import { ideaPostSchema, OPPORTUNITY_MESSAGES, POST_LIMITS } from '#common/opportunities';
import { FormField } from '#web/components/ui/form-field';
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

  return (
    <PostForm
      label="Post an idea"
      submitLabel="Submit Idea"
      form={form}
      successTitle={OPPORTUNITY_MESSAGES.success.idea}
      successMessage={SUCCESS_MESSAGE}
    >
      <FormField form={form} name="title" label="Title" required maxLength={POST_LIMITS.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="mainTag"
          label="Main category"
          required
          placeholder="e.g. HealthTech"
          maxLength={POST_LIMITS.tag}
        />
        <FormField
          form={form}
          name="extraTags"
          label="Extra tags"
          placeholder="e.g. AI, IoT, Water"
          hint="Optional. Separate tags with commas."
          maxLength={POST_LIMITS.extraTagsText}
        />
      </div>
      <DescriptionField form={form} name="description" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="ownerName"
          label="Your name"
          required
          autoComplete="name"
          maxLength={POST_LIMITS.shortText}
        />
        <FormField
          form={form}
          name="designation"
          label="Designation"
          required
          placeholder="e.g. B.Tech student, Professor"
          maxLength={POST_LIMITS.shortText}
        />
      </div>
      <FormField
        form={form}
        name="contact"
        label="WhatsApp number"
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        hint={OPPORTUNITY_MESSAGES.ideaContactHint}
        maxLength={POST_LIMITS.phone}
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
