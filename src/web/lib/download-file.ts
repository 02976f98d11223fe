import { toApiError } from '@web/lib/api-client';

export type DownloadProgress = {
  received: number;
  /** from Content-Length; null when the server streams without announcing a size */
  total: number | null;
};

/** The server's file name (Content-Disposition, RFC 5987 form first), else the fallback. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked a moment later: some browsers read the blob after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void) {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
}

/**
 * GET a file and save it, reporting the bytes as they arrive. Fetched (not a plain link) so a
 * refusal becomes an ApiError with the server's Uzbek message instead of a page of JSON.
 * Resolves with the saved file's name.
 */
export async function downloadFile(
  path: string,
  {
    fallbackName,
    onProgress = () => {},
  }: { fallbackName: string; onProgress?: (p: DownloadProgress) => void },
): Promise<string> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const blob = await readWithProgress(response, onProgress);
  const name = attachmentName(response, fallbackName);
  saveBlob(blob, name);
  return name;
}
