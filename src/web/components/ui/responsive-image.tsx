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
