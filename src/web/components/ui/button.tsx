import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '#web/lib/use-hydrated';

/**
 * What a button does, as its colour says it: the one main action of a form or box (`primary`), another
 * action beside it (`secondary`), an action that removes or refuses (`danger`, after a confirmation), a
 * small action in running text (`link`).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/**
 * `md` for a form's or page's actions; `sm` for actions on a row or a card; `xs` where several sit side by side
 * on one row of a list (tighter on phones). Both small sizes stay at least 40 px high, a finger's target.
 */
export type ButtonSize = 'md' | 'sm' | 'xs';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-brand-dark text-white shadow hover:bg-ink',
  secondary: 'rounded-full bg-white text-ink ring-1 ring-slate-300 hover:bg-mist',
  danger: 'rounded-full bg-red-700 text-white shadow hover:bg-red-800',
  link: 'rounded-md px-2 py-1 text-sm text-brand-dark underline-offset-2 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'px-6 py-2.5',
  sm: 'min-h-10 px-4 py-1.5 text-sm',
  xs: 'min-h-10 px-2.5 py-1.5 text-sm sm:px-3',
};

const BASE =
  'inline-flex items-center justify-center gap-1.5 font-semibold disabled:cursor-not-allowed disabled:opacity-70';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** Ignored by `link`, which is always the size of small text. */
  size?: ButtonSize;
  /** Layout only (margins, width, placement): how a button looks is its variant and size. */
  className?: string;
}

/**
 * The class list of a button of this variant and size, for an element that is not a `Button` or a
 * `LinkButton` (a plain `<a>` to a file, a `<label>` that opens a file picker).
 */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook = {}): string {
  const look = variant === 'link' ? VARIANTS.link : `${VARIANTS[variant]} ${SIZES[size]}`;
  return className ? `${BASE} ${look} ${className}` : `${BASE} ${look}`;
}

type ButtonProps = ButtonLook &
  Omit<ComponentPropsWithRef<'button'>, 'className'> & {
    /** Required: a button in a form submits it unless told otherwise, which should be a choice. */
    type: 'button' | 'submit' | 'reset';
    children: ReactNode;
  };

/**
 * The site's button (docs/architecture.md#the-kit). A submit button in prerendered HTML stays disabled until
 * the page has hydrated: pressed earlier, on a slow phone, the browser would send the form itself, as a GET
 * with the typed address in the URL, and reload the page empty.
 */
export function Button({ variant, size, className, type, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, className })}
      disabled={disabled === true || (type === 'submit' && !hydrated)}
      {...props}
    />
  );
}

type LinkButtonProps = ButtonLook &
  Omit<LinkProps, 'className'> & { ref?: ComponentPropsWithRef<'a'>['ref'] };

/** A link within the site that looks like a `Button`: it goes somewhere rather than doing something. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
