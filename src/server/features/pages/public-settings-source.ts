import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '../../../shared/schemas/catalog';

/** How long a server trusts the settings it read: another server's settings write shows within it. */
export const SETTINGS_MAX_AGE_MS = 5000;

export interface KnownSettings {
  value: PublicSettings;
  /** changes whenever the value does: part of the rendered pages' cache version */
  stamp: number;
}

/**
 * The public settings the rendered pages show (site name, footer, ads), read from the database
 * at most once per SETTINGS_MAX_AGE_MS and at once after this server's own settings write:
 * a visitor's page costs no query. Concurrent readers share one read.
 */
export class PublicSettingsSource {
  private known: (KnownSettings & { json: string; readAt: number }) | null = null;
  private reading: Promise<KnownSettings> | null = null;

  constructor(
    private readonly read: () => Promise<PublicSettings>,
    private readonly maxAgeMs = SETTINGS_MAX_AGE_MS,
  ) {}

  current(): KnownSettings | Promise<KnownSettings> {
    const known = this.known;
    if (known && Date.now() - known.readAt < this.maxAgeMs) return known;
    this.reading ??= this.readAgain().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** The next reader reads the database again (after a settings write on this server). */
  forget(): void {
    if (this.known) this.known.readAt = Number.NEGATIVE_INFINITY;
  }

  private async readAgain(): Promise<KnownSettings> {
    const value = await this.read();
    const json = JSON.stringify(value);
    const stamp = this.known?.json === json ? this.known.stamp : (this.known?.stamp ?? 0) + 1;
    this.known = { value, stamp, json, readAt: Date.now() };
    return this.known;
  }
}

/** The admin's settings form saved on this server: its pages show the new settings on the next request. */
export function forgetSettingsOnWrite(server: FastifyInstance, settings: PublicSettingsSource) {
  server.addHook('onResponse', async (request) => {
    if (request.method === 'PUT' && request.url.startsWith('/api/admin/settings')) settings.forget();
  });
}
