// Uploads for other features' forms: catalogue images and order videos (no pages of its own).
export { ImageUpload, type ImageUploadProps } from './components/image-upload.tsx';
export { VideoUpload, type VideoUploadProps } from './components/video-upload.tsx';
export type { VideoTarget } from './api/video-upload.ts';
export { mediaLimitsQueryKey } from './api/media-limits.ts';
