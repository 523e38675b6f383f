import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_MAP_IMAGE, DEFAULT_MAP_IMAGE_SIZE, mapPictureUrl, mapThumbnails } from '@src/api/assets';

/**
 * How many cards of a list fetch their picture at once and first: about a row on a wide screen, the first screenful
 * on a phone, where the largest of them is what the page's paint waits for. The others load when they come near.
 */
export const PRIORITY_PICTURES = 3;

interface MapPictureProps {
  /** The map's upload, or null for the default picture. */
  mapImage: string | null;
  className: string;
  /** How wide the picture is drawn at each viewport width (the `sizes` attribute), from the list's layout. */
  sizes: string;
  /** One of the first cards of a list (PRIORITY_PICTURES): fetched eagerly with high priority, not lazily. */
  priority?: boolean;
}

/**
 * A map's picture on a card: its thumbnails in AVIF, or WebP where AVIF is not read, at the width the card needs
 * (issue 30). If they fail, the uploaded picture itself; if that fails too (a file missing), the default picture.
 */
export function MapPicture({ mapImage, className, sizes, priority = false }: MapPictureProps) {
  // How many of the choices failed for this picture; a new picture starts from the first again, without an effect.
  const [failures, setFailures] = useState({ of: mapImage, count: 0 });
  const failed = failures.of === mapImage ? failures.count : 0;
  const onError = () => setFailures({ of: mapImage, count: failed + 1 });
  const common: ImgHTMLAttributes<HTMLImageElement> = {
    alt: '',
    className,
    decoding: 'async',
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  };

  const thumbnails = mapThumbnails(mapImage);
  const choices = [
    thumbnails &&
      (() => (
        <picture>
          <source type="image/avif" srcSet={thumbnails.srcSet.avif} sizes={sizes} />
          <img
            {...common}
            src={thumbnails.src}
            srcSet={thumbnails.srcSet.webp}
            sizes={sizes}
            width={thumbnails.width}
            height={thumbnails.height}
            onError={onError}
          />
        </picture>
      )),
    mapImage && (() => <img {...common} src={mapPictureUrl(mapImage)} onError={onError} />),
    () => <img {...common} src={DEFAULT_MAP_IMAGE} {...DEFAULT_MAP_IMAGE_SIZE} />,
  ].filter((choice) => !!choice);
  return choices[Math.min(failed, choices.length - 1)]();
}
