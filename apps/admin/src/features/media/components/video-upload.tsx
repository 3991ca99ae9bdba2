export type VideoUploadProps = { orderId: string; onUploaded: (url: string) => void };

/** Placeholder until the media feature (branch issue10-media) lands; the catalogue does not use it. */
export function VideoUpload(props: VideoUploadProps) {
  void props;
  return null;
}
