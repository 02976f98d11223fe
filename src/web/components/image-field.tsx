import type { UploadBucket } from '@shared/domain/authoring';

export interface ImageFieldProps {
  /** the form field's label */
  label: string;
  bucket: UploadBucket;
  /** the current image address (an /uploads path or an http(s) URL), or null */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/**
 * An image chosen by upload or by URL, with a preview (spec section 5). Placeholder until the
 * uploads work of issue 10 lands; the props are the contract the admin forms use.
 */
export function ImageField(_props: ImageFieldProps) {
  return null;
}
