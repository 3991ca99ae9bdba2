import { TextField } from '../../../components/ui/index.ts';

export type ImageUploadProps = { value: string | null; onChange: (url: string | null) => void; label: string; id: string };

/**
 * Placeholder until the media feature (branch issue10-media) lands: the real one uploads the file
 * and hands back its URL. Same props, so the catalogue forms need no change at merge.
 */
export function ImageUpload({ value, onChange, label, id }: ImageUploadProps) {
  return <TextField id={id} label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value.trim())} />;
}
