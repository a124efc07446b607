import type { ImageRef } from '#common/content';

interface ResponsiveImageProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** A stored picture with srcset, intrinsic size (no layout shift) and lazy loading unless it is above the fold. */
export function ResponsiveImage({ image, alt, sizes, className, eager = false }: ResponsiveImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

/**
 * A picture that only decorates a card (`alt=""`): the stored one, or while there is none a block shaped
 * by `blankClassName` (size, corners, colour), hidden from screen readers, so the card keeps its layout.
 */
export function DecorativeImage({
  image,
  sizes,
  className,
  blankClassName,
}: {
  image: ImageRef | null | undefined;
  sizes: string;
  className: string;
  blankClassName: string;
}) {
  return image ? (
    <ResponsiveImage image={image} alt="" sizes={sizes} className={className} />
  ) : (
    <div aria-hidden="true" className={blankClassName} />
  );
}
