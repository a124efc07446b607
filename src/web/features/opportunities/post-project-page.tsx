import {
  OPPORTUNITY_MESSAGES,
  POST_LIMITS,
  PROJECT_WORK_TYPES,
  projectPostSchema,
} from '#common/opportunities';
import { FormField } from '#web/components/ui/form-field';
import { usePostProject } from './api/post-opportunity';
import {
  ContactEmailField,
  DescriptionField,
  LinkField,
  RequirementsField,
  PostForm,
  sendEmailFailure,
  usePostForm,
} from './post-form';
import { PostPageFrame } from './post-page-frame';

const SUCCESS_MESSAGE = (
  <p>Thank you! Our team will review your project, and it will be listed once approved.</p>
);

function PostProjectForm({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const form = usePostForm(projectPostSchema, usePostProject(), {
    failureMessage: sendEmailFailure,
    defaultValues: {
      projectTitle: '',
      byWhom: defaultName,
      contact: defaultEmail,
      description: '',
      workType: 'Remote',
      requirements: '',
      applicationLink: '',
    },
  });

  return (
    <PostForm
      label="Post a project"
      submitLabel="Post Project"
      form={form}
      successTitle={OPPORTUNITY_MESSAGES.success.project}
      successMessage={SUCCESS_MESSAGE}
    >
      <FormField
        form={form}
        name="projectTitle"
        label="Project title"
        required
        maxLength={POST_LIMITS.title}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="byWhom"
          label="Posted by"
          required
          hint="Your name, lab or company."
          maxLength={POST_LIMITS.shortText}
        />
        <ContactEmailField form={form} name="contact" hint="Applicants write to this address." />
      </div>
      <DescriptionField form={form} name="description" />
      <FormField form={form} name="workType" label="Work type" required options={PROJECT_WORK_TYPES} />
      <RequirementsField form={form} name="requirements" hint="One requirement per line." />
      <LinkField form={form} name="applicationLink" label="Application link" />
    </PostForm>
  );
}

/** /post-project (docs/product.md#project-form). */
export default function PostProjectPage() {
  return (
    <PostPageFrame
      kind="project"
      title="Post a project"
      intro="Offer a project to the centre's community of students, researchers and founders."
    >
      {(user) => <PostProjectForm defaultName={user.fullName} defaultEmail={user.email} />}
    </PostPageFrame>
  );
}
