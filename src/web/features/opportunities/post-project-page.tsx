import {
  OPPORTUNITY_MESSAGES,
  POST_LIMITS,
  PROJECT_WORK_TYPES,
  projectPostSchema,
} from '#common/opportunities';
import { Field } from '#web/components/ui/form-field';
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

  const { register, error } = form;
  return (
    <PostForm
      label="Post a project"
      submitLabel="Post Project"
      form={form}
      successTitle={OPPORTUNITY_MESSAGES.success.project}
      successMessage={SUCCESS_MESSAGE}
    >
      <Field
        label="Project title"
        required
        maxLength={POST_LIMITS.title}
        error={error('projectTitle')}
        registration={register('projectTitle')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Posted by"
          required
          hint="Your name, lab or company."
          maxLength={POST_LIMITS.shortText}
          error={error('byWhom')}
          registration={register('byWhom')}
        />
        <ContactEmailField
          hint="Applicants write to this address."
          error={error('contact')}
          registration={register('contact')}
        />
      </div>
      <DescriptionField error={error('description')} registration={register('description')} />
      <Field
        label="Work type"
        required
        options={PROJECT_WORK_TYPES}
        error={error('workType')}
        registration={register('workType')}
      />
      <RequirementsField
        hint="One requirement per line."
        error={error('requirements')}
        registration={register('requirements')}
      />
      <LinkField
        label="Application link"
        error={error('applicationLink')}
        registration={register('applicationLink')}
      />
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
