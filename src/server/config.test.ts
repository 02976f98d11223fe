import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bilimdon-config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated secret in DATA_DIR outside production', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, nodeEnv: 'development', publicUrl: 'http://localhost:3000' });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('fails fast naming every wrong variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x', DATA_DIR: dataDir() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/);
  });

  it('requires AUTH_SECRET and PUBLIC_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/AUTH_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() }),
    ).toThrow(/PUBLIC_URL/);
  });

  it('refuses the demo payment page in production, which would grant quizzes without money', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://bilimdon.example',
      DATA_DIR: dataDir(),
    };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'demo' })).toThrow(/PAYMENT_PROVIDER=demo/);
    expect(loadConfig(production).payments.fallback).toBe('none');
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).payments.fallback).toBe('demo');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '', DATA_DIR: dataDir() });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('listens on loopback outside production and on every interface in production unless HOST is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://b.uz' };
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5', DATA_DIR: dataDir() }).host).toBe('10.0.0.5');
  });

  it('tells response times (SERVER_TIMING) only when asked, for benchmarks', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).serverTiming).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SERVER_TIMING: 'on' }).serverTiming).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SERVER_TIMING: 'yes' })).toThrow(/SERVER_TIMING/);
  });

  it('trusts no proxy unless TRUST_PROXY names the proxies', () => {
    const trustProxy = (value?: string) => loadConfig({ TRUST_PROXY: value, DATA_DIR: dataDir() }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '1', 'yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'example.com']) {
      expect(() => trustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the ad and social settings, and refuses ids that are not ids', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).integrations).toEqual({
      ads: null,
      social: { telegram: null, instagram: null, youtube: null, facebook: null },
    });
    const configured = loadConfig({
      DATA_DIR: dir,
      ADSENSE_CLIENT_ID: 'ca-pub-1234567890123456',
      ADSENSE_SLOT_HORIZONTAL: '1234567890',
      SOCIAL_TELEGRAM_URL: 'https://t.me/bilimdon',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@bilimdon',
    }).integrations;
    expect(configured).toEqual({
      ads: { clientId: 'ca-pub-1234567890123456', slots: { horizontal: '1234567890', rectangle: null } },
      social: {
        telegram: 'https://t.me/bilimdon',
        instagram: null,
        youtube: 'https://www.youtube.com/@bilimdon',
        facebook: null,
      },
    });
    const wrong = () =>
      loadConfig({
        DATA_DIR: dir,
        ADSENSE_CLIENT_ID: 'pub-123',
        ADSENSE_SLOT_RECTANGLE: 'abc',
        SOCIAL_TELEGRAM_URL: 'https://evil.example/bilimdon',
        SOCIAL_INSTAGRAM_URL: 'http://instagram.com/bilimdon',
        SOCIAL_FACEBOOK_URL: 'https://facebook.com/',
      });
    expect(wrong).toThrow(
      /ADSENSE_CLIENT_ID: must be an AdSense publisher id[\s\S]*ADSENSE_SLOT_RECTANGLE[\s\S]*SOCIAL_TELEGRAM_URL: must be an https link like https:\/\/t.me[\s\S]*SOCIAL_INSTAGRAM_URL[\s\S]*SOCIAL_FACEBOOK_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ADSENSE_SLOT_HORIZONTAL: '1234567890' })).toThrow(
      /ADSENSE_CLIENT_ID: required/,
    );
  });

  it('keeps uploads on disk unless S3 is configured, and refuses a partial S3 configuration', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeNull();
    const s3 = { S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dir, ...s3, S3_ENDPOINT: '' }).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'uploads',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: '',
    });
    const minio = { ...s3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-1', S3_PREFIX: 'bilimdon/' };
    expect(loadConfig({ DATA_DIR: dir, ...minio }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-1',
      prefix: 'bilimdon/',
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: required when any S3_\* variable is set$/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('sends SMS through Eskiz with all three ESKIZ_* variables, refuses a partial set, and offers phone sign-in only where a code can arrive', () => {
    const dir = dataDir();
    const eskiz = { ESKIZ_EMAIL: 'sms@bilimdon.uz', ESKIZ_PASSWORD: 'parol', ESKIZ_SENDER: '4546' };
    expect(loadConfig({ DATA_DIR: dir, ...eskiz }).sms).toEqual({
      eskiz: {
        email: 'sms@bilimdon.uz',
        password: 'parol',
        sender: '4546',
        baseUrl: 'https://notify.eskiz.uz',
      },
      phoneSignIn: true,
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...eskiz, ESKIZ_BASE_URL: 'http://127.0.0.1:4010/' }).sms.eskiz?.baseUrl,
    ).toBe('http://127.0.0.1:4010');
    // without Eskiz: the development outbox, and phone sign-in only outside production
    expect(loadConfig({ DATA_DIR: dir, ESKIZ_EMAIL: '' }).sms).toEqual({ eskiz: null, phoneSignIn: true });
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://bilimdon.uz',
      DATA_DIR: dir,
    };
    expect(loadConfig(production).sms).toEqual({ eskiz: null, phoneSignIn: false });
    expect(loadConfig({ ...production, ...eskiz }).sms.phoneSignIn).toBe(true);

    expect(() =>
      loadConfig({ DATA_DIR: dir, ESKIZ_EMAIL: 'sms@bilimdon.uz', ESKIZ_PASSWORD: 'parol' }),
    ).toThrow(/^Invalid configuration:\n {2}ESKIZ_SENDER: required when ESKIZ_EMAIL, ESKIZ_PASSWORD is set$/);
    expect(() => loadConfig({ DATA_DIR: dir, ESKIZ_SENDER: '4546' })).toThrow(
      /ESKIZ_EMAIL, ESKIZ_PASSWORD: required when ESKIZ_SENDER is set/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...eskiz, ESKIZ_BASE_URL: 'notify.eskiz.uz' })).toThrow(
      /ESKIZ_BASE_URL/,
    );
  });

  it('sends LISTEN and pg_dump to DATABASE_DIRECT_URL, else to DATABASE_URL', () => {
    const dir = dataDir();
    const pooled = 'postgres://app@pgbouncer:6432/bilimdon';
    const direct = 'postgres://app@db:5432/bilimdon';
    expect(loadConfig({ DATA_DIR: dir }).databaseDirectUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: pooled }).databaseDirectUrl).toBe(pooled);
    const both = loadConfig({ DATA_DIR: dir, DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct });
    expect(both).toMatchObject({ databaseUrl: pooled, databaseDirectUrl: direct });
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_DIRECT_URL: direct })).toThrow(
      /DATABASE_URL: required when DATABASE_DIRECT_URL is set/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'db:5432' })).toThrow(
      /DATABASE_DIRECT_URL: must start with postgres/,
    );
  });
});
