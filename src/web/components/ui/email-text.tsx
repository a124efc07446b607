import { Fragment } from 'react';

/**
 * An email address that may wrap where a reader expects it to (before "@" and before each dot) rather
 * than mid-word or cut off with an ellipsis (docs/product.md#long-texts). Pair it with `wrap-anywhere`
 * for a single part still too long for its line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
