// STUB (fulfilment helper): the media helper builds the real resumable (tus) VideoUpload here.
// Until it lands this renders nothing, and the attach-video form offers the link field only.
export type VideoUploadProps = { orderId: string; onUploaded: (url: string) => void };

export const VideoUpload = (props: VideoUploadProps): null => {
  void props;
  return null;
};
