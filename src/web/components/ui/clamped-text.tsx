import { useId, useState } from 'react';
import { Highlighted } from './highlighted';
import { Button } from './button';

/** Texts up to this many characters and lines are always shown whole. */
export const CLAMP_CHARACTERS = 320;
export const CLAMP_LINES = 4;

/** Whether a stored text is long enough to be clamped (by its length, so server and browser agree). */
export function isLongText(text: string): boolean {
  return text.length > CLAMP_CHARACTERS || text.split('\n').length > CLAMP_LINES;
}

/**
 * A stored text as a list prints it (docs/product.md#long-texts): line breaks kept, unbroken words
 * wrapped, and a long one clamped to four lines with "Show more" / "Show less" — so nothing is cut without
 * a way to read it all. A list's search words are marked in it (`HighlightWords`).
 */
export function ClampedText({
  text,
  className = '',
  as: Tag = 'p',
  label,
}: {
  text: string;
  className?: string;
  /** What the text is, for the toggle's accessible name ("Show more of Asha's bio"). */
  label?: string;
  /** `li` keeps its bullet: the clamp sits on an inner block. */
  as?: 'p' | 'dd' | 'div' | 'li';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = isLongText(text);
  const textClass = `wrap-anywhere whitespace-pre-line ${long && !open ? 'line-clamp-4' : ''}`;
  if (!long)
    return (
      <Tag className={`${textClass} ${className}`}>
        <Highlighted text={text} />
      </Tag>
    );
  return (
    <Tag className={className}>
      {/* Never `block` beside `line-clamp-4`: both set `display`, and `block` comes later in the stylesheet. */}
      <span id={id} className={`${textClass} ${open ? 'block' : ''}`}>
        <Highlighted text={text} />
      </span>
      <Button
        type="button"
        variant="link"
        className="mt-1 -ml-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Show less' : 'Show more'}
        {label && (
          <>
            {' '}
            <span className="sr-only">of {label}</span>
          </>
        )}
      </Button>
    </Tag>
  );
}
