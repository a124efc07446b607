import { PHOTO_FIELD, REMOVE_PHOTO_FIELD } from '#common/content';

export interface StartupSave {
  fields: Record<string, string>;
  logo: File | null;
  removeLogo: boolean;
}

/** A profile form as multipart/form-data: its text fields and, when chosen, the logo. */
export function startupFormData({ fields, logo, removeLogo }: StartupSave): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (logo) body.append(PHOTO_FIELD, logo);
  else if (removeLogo) body.append(REMOVE_PHOTO_FIELD, 'true');
  return body;
}
