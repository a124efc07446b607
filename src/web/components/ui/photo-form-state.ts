import { useState } from 'react';
import { ApiError } from '#web/lib/api-client';

/** The picture part of a content form: chosen file, "remove" choice and its error. */
export function usePhotoFormState() {
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return {
    file,
    setFile,
    remove,
    setRemove,
    error,
    setError,
    /** Shows the server's verdict on the picture (400 not an image, 413 too large) under the field. */
    fromServer(caught: unknown, other: Record<string, string>) {
      if (other.photo) setError(other.photo);
      else if (caught instanceof ApiError && (caught.status === 413 || caught.status === 415))
        setError(caught.message);
      else if (
        caught instanceof ApiError &&
        caught.status === 400 &&
        Object.keys(caught.fieldErrors).length === 0
      )
        setError(caught.message);
    },
  };
}

export type PhotoFormState = ReturnType<typeof usePhotoFormState>;
