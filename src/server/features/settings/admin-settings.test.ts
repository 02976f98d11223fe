import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import type { AdminSettings } from '../../../shared/schemas/admin-settings';
import { NO_INTEGRATIONS } from '../../../shared/schemas/integrations';
import { buildApp } from '../../app';
import { auditLog } from '../../db/schema';
import { signedInDemo } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { memoryStorage } from '../uploads/image-storage';
import { defaultSettings } from './settings.service';
import { saveSettingsAs } from './settings.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const CHANGED: AdminSettings = {
  siteName: "Bilimdon O'quv Markazi",
  siteDescription: 'Yangi tavsif',
  adminEmail: 'boshliq@bilimdon.uz',
  enableRegistration: false,
  enableGuestCheckout: true,
  defaultQuizPrice: 15_000,
  defaultQuizDuration: 45,
  passingPercentage: 80,
  enableCertificates: false,
  emailNotifications: false,
};

const settingsAudits = () =>
  app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'settings.update'))
    .orderBy(desc(auditLog.createdAt));

describe('admin settings', () => {
  it('start from the spec defaults (the seeded guest checkout flag is off)', async () => {
    expect((await admin.get('/api/admin/settings')).json()).toEqual(defaultSettings());
    expect(defaultSettings()).toMatchObject({
      siteName: 'Bilimdon',
      siteDescription: uz.brand.tagline,
      defaultQuizPrice: 25_000,
      defaultQuizDuration: 30,
      passingPercentage: 70,
      enableRegistration: true,
      enableGuestCheckout: false,
      enableCertificates: true,
      emailNotifications: true,
    });
    expect((await client(app.server).get('/api/settings/public')).json()).toEqual({
      guestPurchaseEnabled: false,
      siteName: 'Bilimdon',
      siteDescription: uz.brand.tagline,
      registrationEnabled: true,
      certificatesEnabled: true,
      passingPercentage: 70,
      integrations: NO_INTEGRATIONS,
      paymentMethods: ['CLICK', 'PAYME', 'UZUM'],
      phoneSignIn: true,
    });
  });

  it.each([
    ['passingPercentage', 101],
    ['passingPercentage', -1],
    ['passingPercentage', 70.5],
    ['defaultQuizPrice', -1],
    ['defaultQuizPrice', 100.5],
    ['defaultQuizDuration', 0],
    ['adminEmail', 'not-an-email'],
    ['siteName', '   '],
    ['siteName', 'x'.repeat(61)],
    ['siteDescription', 'x'.repeat(301)],
    ['enableCertificates', 'yes'],
  ])('refuse %s = %j with 400 and the field named, changing nothing', async (field, value) => {
    const before = (await settingsAudits()).length;
    const res = await admin.request('PUT', '/api/admin/settings', { ...defaultSettings(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
    expect((await admin.get('/api/admin/settings')).json()).toEqual(defaultSettings());
    expect(await settingsAudits()).toHaveLength(before);
  });

  it("words the field's refusal in the language asked for", async () => {
    const form = { ...defaultSettings(), siteName: 'x'.repeat(61) };
    const refusal = async (language: string) =>
      (await admin.request('PUT', '/api/admin/settings', form, { 'accept-language': language })).json().error
        .fields.siteName;
    expect(await refusal('uz-Latn')).toBe('Sayt nomi 60 belgidan oshmasligi kerak');
    expect(await refusal('ru')).toBe('Название сайта должно быть не длиннее 60 символов');
    expect(await refusal('uz-Cyrl')).toBe('Сайт номи 60 белгидан ошмаслиги керак');
  });

  it('an incomplete form is refused: PUT takes the whole form', async () => {
    const res = await admin.request('PUT', '/api/admin/settings', { siteName: 'Faqat nom' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('passingPercentage');
  });

  it('save every field as rows with one audit entry of the changed fields, seen by the public settings', async () => {
    const before = (await settingsAudits()).length;
    const res = await admin.request('PUT', '/api/admin/settings', {
      ...CHANGED,
      siteName: `  ${CHANGED.siteName} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(CHANGED);
    expect((await admin.get('/api/admin/settings')).json()).toEqual(CHANGED);
    expect((await client(app.server).get('/api/settings/public')).json()).toEqual({
      guestPurchaseEnabled: true,
      siteName: CHANGED.siteName,
      siteDescription: 'Yangi tavsif',
      registrationEnabled: false,
      certificatesEnabled: false,
      passingPercentage: 80,
      integrations: NO_INTEGRATIONS,
      paymentMethods: ['CLICK', 'PAYME', 'UZUM'],
      phoneSignIn: true,
    });

    const audits = await settingsAudits();
    expect(audits).toHaveLength(before + 1);
    expect(audits[0]).toMatchObject({ actorEmail: 'admin@demo.uz', entityType: 'settings', entityId: null });
    expect(audits[0]!.changes).toEqual(
      Object.fromEntries(
        Object.entries(CHANGED).map(([field, to]) => [
          field,
          { from: defaultSettings()[field as keyof AdminSettings], to },
        ]),
      ),
    );
  });

  it('a save that changes nothing writes no audit entry; a change of one field records only it', async () => {
    const before = (await settingsAudits()).length;
    await saveSettingsAs(admin, {});
    expect(await settingsAudits()).toHaveLength(before);
    await saveSettingsAs(admin, { passingPercentage: 85 });
    const audits = await settingsAudits();
    expect(audits).toHaveLength(before + 1);
    expect(audits[0]!.changes).toEqual({ passingPercentage: { from: 80, to: 85 } });
  });

  it('survive a restart: a second app on the same database reads them', async () => {
    const second = await buildApp({
      config: testConfig(),
      database: app.database,
      webRoot: '/nonexistent',
      imageStorage: memoryStorage(),
    });
    await second.server.ready();
    try {
      const secondAdmin = await signedInDemo(
        { ...app, server: second.server, auth: second.auth },
        'admin@demo.uz',
      );
      expect((await secondAdmin.get('/api/admin/settings')).json()).toEqual({
        ...CHANGED,
        passingPercentage: 85,
      });
      expect((await client(second.server).get('/api/settings/public')).json().siteName).toBe(
        CHANGED.siteName,
      );
    } finally {
      await second.server.close();
    }
  });
});

describe('public settings', () => {
  it("carry the environment's ad and social settings to the browser", async () => {
    const integrations = {
      ads: { clientId: 'ca-pub-1234567890123456', slots: { horizontal: null, rectangle: '2222222222' } },
      social: { ...NO_INTEGRATIONS.social, instagram: 'https://instagram.com/bilimdon' },
    };
    const configured = await createTestApp({ config: { integrations } });
    try {
      const res = await client(configured.server).get('/api/settings/public');
      expect(res.json().integrations).toEqual(integrations);
    } finally {
      await configured.close();
    }
  });
});
