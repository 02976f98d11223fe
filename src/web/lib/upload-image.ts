import type { UploadBucket } from '@shared/domain/authoring';
import type { UploadResponse } from '@shared/schemas/uploads';
import { api } from './api-client';

/** POST /api/admin/uploads/:bucket (multipart field `file`): the stored image's address. */
export function uploadImage(bucket: UploadBucket, file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadResponse>(`/api/admin/uploads/${bucket}`, form);
}
