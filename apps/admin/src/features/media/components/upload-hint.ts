import { useTranslation } from 'react-i18next';
import { mediaSize, megapixels } from '@sankalp/contract';
import { useMediaLimits } from '../api/media-limits.ts';

/** "15 MB" / "15 एमबी", "2 GB" / "2 जीबी". */
export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation('media');
  return (bytes) => {
    const { n, unit } = mediaSize(bytes);
    return t(`units.${unit}`, { n });
  };
}

/**
 * The hint under an upload: the file types and the server's own limits (GET /media/limits), so
 * it never states a limit the server does not hold. Until they are known, the types only.
 */
export function useUploadHint(kind: 'image' | 'video'): string {
  const { t } = useTranslation('media');
  const limits = useMediaLimits();
  const size = useSizeText();
  if (!limits) return t(`${kind}.types`);
  return kind === 'image'
    ? t('image.hint', { size: size(limits.imageMaxBytes), megapixels: megapixels(limits.imageMaxPixels) })
    : t('video.hint', { size: size(limits.videoMaxBytes) });
}
