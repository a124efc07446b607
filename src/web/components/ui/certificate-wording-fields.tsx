import type { FieldValues, Path } from 'react-hook-form';
import { CERTIFICATE_LIMITS } from '#common/certificates';
import { FormField, type FieldBinding } from './form-field';

/** What a certificate's wording holds, an event's or a cohort's (docs/product.md#certificates). */
interface CertificateWording {
  title: string;
  signatory_name: string;
  signatory_role: string;
}

/** The fields of a certificate's wording, in the forms of the event and cohort admin screens. */
export function CertificateWordingFields<
  Input extends FieldValues & CertificateWording,
  Output extends FieldValues,
>({ form }: { form: FieldBinding<Input, Output>['form'] }) {
  // Path<Input> does not narrow from a generic constraint; the constraint above guarantees these names.
  const name = (field: keyof CertificateWording) => field as Path<Input>;
  return (
    <>
      <FormField form={form} name={name('title')} label="Title" maxLength={CERTIFICATE_LIMITS.title} />
      <FormField
        form={form}
        name={name('signatory_name')}
        label="Signed by"
        maxLength={CERTIFICATE_LIMITS.signatoryName}
      />
      <FormField
        form={form}
        name={name('signatory_role')}
        label="Signatory’s role"
        maxLength={CERTIFICATE_LIMITS.signatoryRole}
      />
    </>
  );
}
