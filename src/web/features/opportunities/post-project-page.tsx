import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  OPPORTUNITY_MESSAGES,
  POST_LIMITS,
  PROJECT_WORK_TYPES,
  projectPostSchema,
  type ProjectPostInput,
} from '#common/opportunities';
import { Field } from '#web/components/ui/form-field';
import { usePostProject } from './api/post-opportunity';
import {
  ContactEmailField,
  DescriptionField,
  LinkField,
  RequirementsField,
  PostForm,
  usePostSubmission,
} from './post-form';
import { PostPageFrame } from './post-page-frame';

const FIELDS = [
  'projectTitle',
  'byWhom',
  'contact',
  'description',
  'workType',
  'requirements',
  'applicationLink',
] as const;

const SUCCESS_MESSAGE = (
  <p>Thank you! Our team will review your project, and it will be listed once approved.</p>
);

function PostProjectForm({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const post = usePostProject();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProjectPostInput>({
    resolver: zodResolver(projectPostSchema),
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

  const submission = usePostSubmission(post, {
    fields: FIELDS,
    setError,
    failureMessage: OPPORTUNITY_MESSAGES.sendEmailFailed,
  });
  const onSubmit = handleSubmit((values) => submission.submit(projectPostSchema.parse(values)));

  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;
  return (
    <PostForm
      label="Post a project"
      submitLabel="Post Project"
      submission={submission}
      onSubmit={onSubmit}
      successTitle={OPPORTUNITY_MESSAGES.success.project}
      successMessage={SUCCESS_MESSAGE}
      onSuccessClosed={reset}
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
