/** Turns SVG markup into the committed image files with sharp. */
import sharp from 'sharp';

export type ImageFormat = 'webp' | 'jpeg' | 'png';

export interface EncodeOptions {
  format: ImageFormat;
  /** Encoder quality, 1-100 (WebP default 82, JPEG 80). */
  quality?: number;
}

export async function encodeSvg(svg: string, { format, quality }: EncodeOptions): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === 'jpeg') return image.flatten({ background: '#ffffff' }).jpeg({
    quality: quality ?? 80,
    mozjpeg: true,
  }).toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.webp({ quality: quality ?? 82, alphaQuality: 90, effort: 6, smartSubsample: true }).toBuffer();
}
