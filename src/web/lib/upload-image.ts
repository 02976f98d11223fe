import type { UploadBucket } from '@shared/domain/authoring';
import type { UploadResponse } from '@shared/schemas/uploads';

/** POST /api/admin/uploads/:bucket (multipart field `file`): the stored image's address. */
export async function uploadImage(_bucket: UploadBucket, _file: File): Promise<UploadResponse> {
  throw new Error('not built yet');
}
