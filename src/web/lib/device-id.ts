import { deviceIdSchema } from '@shared/schemas/play';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** This browser's stable id (docs/product/learner-side.md: localStorage device_id); created on first use. */
export function getDeviceId(): string {
  const stored = safeStorage.get(STORAGE_KEYS.deviceId);
  if (stored && deviceIdSchema.safeParse(stored).success) return stored;
  const id = randomId();
  safeStorage.set(STORAGE_KEYS.deviceId, id);
  return id;
}
