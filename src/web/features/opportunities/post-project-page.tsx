import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  OPPORTUNITY_MESSAGES,
  POST_LIMITS,
  PROJECT_WORK_TYPES,
  projectPostSchema,
  type ProjectPostInput,
} from '../../../common/opportunities';
import { Field, FormMessage } from '../../components/ui/form-field';
import { primaryButton } from '../../components/ui/form-styles';
import { usePostProject } from './api/post-opportunity';
import { applyServerErrors } from './post-form-errors';
import { PostPageFrame, PostSuccessModal } from './post-page-frame';

const FIELDS = [
  'projectTitle',
  'byWhom',
  'contact',
  'description',
  'workType',
  'requirements',
  'applicationLink',
] as const;

function PostProjectForm({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const post = usePostProject();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
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

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    post.mutate(projectPostSchema.parse(values), {
      onSuccess: () => setDone(true),
      onError: (error) =>
        setFailure(applyServerErrors(error, FIELDS, setError, OPPORTUNITY_MESSAGES.sendEmailFailed)),
    });
  });

  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;
  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label="Post a project" className="space-y-5">
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
          <Field
            label="Contact email"
            required
            type="email"
            autoComplete="email"
            hint="Applicants write to this address."
            maxLength={POST_LIMITS.email}
            error={error('contact')}
            registration={register('contact')}
          />
        </div>
        <Field
          label="Description"
          required
          multiline
          rows={6}
          maxLength={POST_LIMITS.description}
          error={error('description')}
          registration={register('description')}
        />
        <Field
          label="Work type"
          required
          options={PROJECT_WORK_TYPES}
          error={error('workType')}
          registration={register('workType')}
        />
        <Field
          label="Requirements"
          required
          multiline
          hint="One requirement per line."
          maxLength={POST_LIMITS.requirements}
          error={error('requirements')}
          registration={register('requirements')}
        />
        <Field
          label="Application link"
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={POST_LIMITS.link}
          error={error('applicationLink')}
          registration={register('applicationLink')}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <button type="submit" className={primaryButton} disabled={post.isPending}>
          {post.isPending ? 'Posting...' : 'Post Project'}
        </button>
      </form>
      {done && (
        <PostSuccessModal
          title={OPPORTUNITY_MESSAGES.success.project}
          onClose={() => {
            setDone(false);
            reset();
          }}
        >
          <p>Thank you! Our team will review your project, and it will be listed once approved.</p>
        </PostSuccessModal>
      )}
    </>
  );
}

/** /post-project (SPEC.md §2). */
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
