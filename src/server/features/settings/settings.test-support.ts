import { expect } from 'vitest';
import type { AdminSettings } from '../../../shared/schemas/admin-settings';
import type { Client } from '../../test/http';
import { defaultSettings } from './settings.service';

/** Saves the whole form with some fields changed, through the admin API; returns the saved form. */
export async function saveSettingsAs(admin: Client, changes: Partial<AdminSettings>): Promise<AdminSettings> {
  const current = (await admin.get('/api/admin/settings')).json() as AdminSettings;
  const res = await admin.request('PUT', '/api/admin/settings', { ...current, ...changes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const restoreDefaults = (admin: Client) => saveSettingsAs(admin, defaultSettings());
