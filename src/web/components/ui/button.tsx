import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '#web/lib/use-hydrated';

/**
 * What a button does, as its colour says it: the one main action of a form or box (`primary`), another
 * action beside it (`secondary`), an action that removes or refuses (`danger`, after a confirmation), a
 * small action in running text (`link`, or `dangerLink` for one that removes), the one invitation of a
 * dark band (`accent`), a control that only shows an icon on a light surface (`quiet`: close, more) or on
 * the dark navigation bar (`onDark`), one of several choices (`choice`) whose chosen look follows its
 * `aria-pressed` or `aria-checked`, so what it shows and what a screen reader hears cannot differ, and a
 * button whose content draws all of its look (`plain`: a carousel's dot); `chat` opens a WhatsApp chat, in
 * its green; `faint` is a discreet action in small grey text (Report on a card). Some are entries of a
 * navigation or a list rather than actions, drawn as their neighbouring links are: `nav` on the dark
 * navigation bar, `menuItem` in a drop-down menu, `listItem` one row of a list to pick from (the chosen one
 * marked by `aria-current`), `panel` a full-width card that opens a menu on a phone, `tab` one tab of a
 * tab list (chosen by `aria-selected`).
 */
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'danger'
  | 'link'
  | 'dangerLink'
  | 'accent'
  | 'quiet'
  | 'onDark'
  | 'choice'
  | 'chat'
  | 'faint'
  | 'nav'
  | 'menuItem'
  | 'listItem'
  | 'panel'
  | 'tab'
  | 'plain';

/**
 * `md` for a form's or page's actions; `sm` for actions on a row or a card; `xs` where several sit side by side
 * on one row of a list (tighter on phones); `icon` a 40 px square or circle for a button that shows only an
 * icon (its words then go in `aria-label` or a `sr-only` span); `dot` a 32 px square for one of a row of
 * slide dots, where 40 px each would push the row apart. `sm`, `xs` and `icon` stay at least 40 px high, a
 * finger's target, and `dot` well above WCAG's 24 px.
 */
export type ButtonSize = 'md' | 'sm' | 'xs' | 'icon' | 'dot';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-brand-dark text-white shadow hover:bg-ink',
  secondary: 'rounded-full bg-white text-ink ring-1 ring-slate-300 hover:bg-mist',
  danger: 'rounded-full bg-red-700 text-white shadow hover:bg-red-800',
  link: 'rounded-md px-2 py-1 text-sm text-brand-dark underline-offset-2 hover:underline',
  dangerLink: 'rounded-md px-2 py-1 text-sm text-red-800 underline-offset-2 hover:underline',
  accent: 'rounded-full bg-accent text-ink shadow hover:bg-amber-300',
  quiet: 'rounded-full text-slate-500 hover:bg-mist hover:text-ink',
  onDark: 'rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20',
  choice:
    'rounded-full bg-white text-ink ring-1 ring-slate-300 hover:bg-mist aria-checked:bg-brand-dark aria-checked:text-white aria-checked:ring-brand-dark aria-pressed:bg-brand-dark aria-pressed:text-white aria-pressed:ring-brand-dark',
  chat: 'rounded-full bg-green-700 text-white hover:bg-green-800',
  // Small text, but a whole 24 × 24 px target at least (WCAG 2.2 target size): discreet, yet easy to hit.
  faint:
    'min-h-6 min-w-6 rounded px-1.5 py-1 text-xs text-slate-600 underline-offset-2 hover:text-red-800 hover:underline',
  nav: 'justify-start rounded-md px-3 py-2 text-left text-sm text-slate-100 hover:bg-white/10 hover:text-white',
  menuItem: 'w-full justify-start rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-mist',
  listItem:
    'min-h-11 w-full justify-between rounded-lg bg-white px-3 py-2 text-left text-sm text-ink ring-1 ring-slate-200 hover:bg-mist aria-[current=true]:bg-brand-dark aria-[current=true]:text-white aria-[current=true]:ring-0',
  panel:
    'w-full justify-between rounded-xl bg-white px-4 py-3 text-left text-sm text-ink shadow-sm ring-1 ring-slate-200',
  // wrap-normal: on a 320 px phone a label may take two lines, but never breaks inside a word.
  tab: 'rounded-full px-1.5 py-2.5 text-[0.8125rem] leading-tight wrap-normal text-ink hover:bg-mist aria-selected:bg-brand-dark aria-selected:text-white aria-selected:shadow min-[360px]:px-2 min-[360px]:text-sm sm:px-4 sm:text-base',
  plain: 'rounded-full',
};

/** The variants with a size of their own (words in running text, entries of a menu or list), whatever `size` says. */
const OWN_SIZE: readonly ButtonVariant[] = [
  'link',
  'dangerLink',
  'faint',
  'nav',
  'menuItem',
  'listItem',
  'panel',
  'tab',
];
/** The variants placed at the start or spread out, as the links beside them are, rather than centred. */
const OWN_JUSTIFY: readonly ButtonVariant[] = ['nav', 'menuItem', 'listItem', 'panel'];
/** The weight of each variant's words, `font-semibold` unless named: the same as the links beside them. */
const WEIGHTS: Partial<Record<ButtonVariant, string>> = {
  faint: 'font-medium',
  nav: 'font-medium',
  menuItem: 'font-medium',
  listItem: '',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'px-6 py-2.5',
  sm: 'min-h-10 px-4 py-1.5 text-sm',
  xs: 'min-h-10 px-2.5 py-1.5 text-sm sm:px-3',
  icon: 'h-10 w-10 flex-none',
  dot: 'h-8 w-8 flex-none',
};

const BASE = 'inline-flex items-center gap-1.5 disabled:cursor-not-allowed disabled:opacity-70';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** Ignored by the variants with a size of their own (`link`, `nav`, `tab` …). */
  size?: ButtonSize;
  /** Layout only (margins, width, placement): how a button looks is its variant and size. */
  className?: string;
}

/**
 * The class list of a button of this variant and size, for an element that is not a `Button` or a
 * `LinkButton` (a plain `<a>` to a file, a `<label>` that opens a file picker).
 */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook = {}): string {
  // One weight and one justify per class list: two would leave the order of the stylesheet to choose.
  const look = [
    OWN_JUSTIFY.includes(variant) ? '' : 'justify-center',
    WEIGHTS[variant] ?? 'font-semibold',
    VARIANTS[variant],
    OWN_SIZE.includes(variant) ? '' : SIZES[size],
    className,
  ];
  return [BASE, ...look].filter(Boolean).join(' ');
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
