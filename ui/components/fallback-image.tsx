import { useState, type ReactNode } from 'react';

interface FallbackImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** Shown instead when there is no picture or it fails to load (files may be missing or still being generated). */
  fallback: ReactNode;
}

export function FallbackImage({ src, alt, className, fallback }: FallbackImageProps) {
  // Remember which address failed, so a new address gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return <img src={src} alt={alt} className={className} decoding="async" onError={() => setFailedSrc(src)} />;
}
