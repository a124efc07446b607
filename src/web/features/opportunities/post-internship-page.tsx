import { useState } from 'react';
import {
  INTERNSHIP_TYPES,
  internshipPostSchema,
  OPPORTUNITY_MESSAGES,
  POST_LIMITS,
} from '#common/opportunities';
import { FormField } from '#web/components/ui/form-field';
import { useVerificationStatus } from '#web/features/company-verification';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useInternshipPermissions } from './api/get-internship-permissions';
import { usePostInternship } from './api/post-opportunity';
import { CompanyVerificationNotice } from './post-buttons';
import {
  ContactEmailField,
  DescriptionField,
  LinkField,
  RequirementsField,
  PostForm,
  usePostForm,
} from './post-form';
import { PostPageFrame } from './post-page-frame';

const SUCCESS_MESSAGE = (
  <p>Thank you! Our team will review the internship, and it will be listed once approved.</p>
);

function PostInternshipForm({
  defaultEmail,
  defaultCompany,
  onNotAllowed,
}: {
  defaultEmail: string;
  defaultCompany: string;
  onNotAllowed: () => void;
}) {
  const form = usePostForm(internshipPostSchema, usePostInternship(), {
    failureMessage: () => OPPORTUNITY_MESSAGES.internshipPostFailed,
    handleError: (error) => {
      if (!(error instanceof ApiError && error.status === 403)) return false;
      onNotAllowed();
      return true;
    },
    defaultValues: {
      title: '',
      company: defaultCompany,
      location: '',
      type: 'Full-time',
      duration: '',
      stipend: '',
      description: '',
      requirements: '',
      applyLink: '',
      contact: defaultEmail,
    },
  });

  return (
    <PostForm
      label="Post an internship"
      submitLabel="Post Internship"
      form={form}
      successTitle={OPPORTUNITY_MESSAGES.success.internship}
      successMessage={SUCCESS_MESSAGE}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="title"
          label="Title"
          required
          placeholder="e.g. Frontend Developer Intern"
          maxLength={POST_LIMITS.title}
        />
        <FormField
          form={form}
          name="company"
          label="Company"
          required
          autoComplete="organization"
          maxLength={POST_LIMITS.shortText}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="location"
          label="Location"
          required
          placeholder="e.g. Pune or Remote"
          maxLength={POST_LIMITS.shortText}
        />
        <FormField form={form} name="type" label="Type" required options={INTERNSHIP_TYPES} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="duration"
          label="Duration"
          required
          placeholder="e.g. 3 months"
          maxLength={POST_LIMITS.shortText}
        />
        <FormField
          form={form}
          name="stipend"
          label="Stipend (₹ per month)"
          required
          inputMode="numeric"
          placeholder="e.g. 15000"
          hint="Whole rupees per month; 0 for unpaid."
        />
      </div>
      <DescriptionField form={form} name="description" />
      <RequirementsField
        form={form}
        name="requirements"
        hint="One requirement per line; they are shown as a list."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LinkField form={form} name="applyLink" label="Apply link" />
        <ContactEmailField form={form} name="contact" />
      </div>
    </PostForm>
  );
}

function InternshipGate({ email }: { email: string }) {
  const permissions = useInternshipPermissions(true);
  // docs/product.md#internship-form: the company named in the person's approved verification fills the field.
  const verification = useVerificationStatus();
  const [refused, setRefused] = useState(false);
  return (
    <QueryStates
      // The verification only fills the company field: while it loads the form waits, but if it fails the
      // form still opens with the field empty.
      query={{ ...permissions, isPending: permissions.isPending || verification.isPending }}
      failure="Your company verification could not be checked."
      pending={<PageSpinner label="Checking your company verification" />}
    >
      {({ canPost }) => {
        if (refused || !canPost) return <CompanyVerificationNotice />;
        const approved = verification.data?.status === 'approved' ? verification.data.companyName : null;
        return (
          <PostInternshipForm
            defaultEmail={email}
            defaultCompany={approved ?? ''}
            onNotAllowed={() => setRefused(true)}
          />
        );
      }}
    </QueryStates>
  );
}

/**
 * /post-internship (docs/product.md#internship-form, docs/product.md#roles-and-permissions): for companies
 * with an approved verification, and admins.
 */
export default function PostInternshipPage() {
  return (
    <PostPageFrame
      kind="internship"
      title="Post an internship"
      intro="Offer an internship to the institute's students. Our team reviews every post before it is listed."
    >
      {(user) => <InternshipGate email={user.email} />}
    </PostPageFrame>
  );
}
