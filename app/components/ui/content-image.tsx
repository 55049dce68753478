// Every picture from the CMS goes through here: a raster image from Contentful becomes a <picture> with the
// AVIF and WebP sources the content adapter worked out (Images API, app/domain/content/images-api.ts), at the
// widths `sizes` asks for; anything else (SVGs, the bundled pack's files) stays one <img>. Width and height
// are always set, so the page reserves the space; pictures load lazily unless `priority` says otherwise.
import type { ImageRef } from "~/domain/content/image-ref";

type Props = {
  image: ImageRef;
  /** How wide the picture shows, as the `sizes` attribute says it (e.g. "(max-width: 640px) 100vw, 33vw"). */
  sizes: string;
  /** The text alternative when the layout says something else than the asset's title ("" for a decorative picture). */
  alt?: string;
  width?: number;
  height?: number;
  className?: string;
  /** "eager": in the first screen (no lazy loading); "high": the page's largest paint as well. */
  priority?: "eager" | "high";
};

export function ContentImage({ image, sizes, alt = image.alt, width = image.width, height = image.height, className, priority }: Props) {
  const { url, srcSet, sources } = image;
  const img = (
    <img
      className={className}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding="async"
    />
  );
  if (!sources?.length) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
