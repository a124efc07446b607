import type { ReactNode } from 'react';
import type { ImageRef } from '#common/content';
import { DecorativeImage } from './responsive-image';

/**
 * One card of a page's grid (mentors, news): a white card, its picture across the top in `aspect` (a grey
 * block where there is none; the words beside it say what it shows), then `children` in a padded column
 * that fills the card's height, so the last line can sit at the bottom.
 */
export function CoverCard({
  image,
  sizes,
  aspect,
  className,
  children,
}: {
  image: ImageRef | null | undefined;
  sizes: string;
  /** The picture's proportions, e.g. "aspect-[4/3]". */
  aspect: string;
  /** Added to the card's own look (e.g. a ring while a link inside has the focus). */
  className: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <DecorativeImage
        image={image}
        sizes={sizes}
        className={`${aspect} w-full object-cover`}
        blankClassName={`${aspect} w-full bg-slate-200`}
      />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </li>
  );
}
