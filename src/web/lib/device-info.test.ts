import { browserName, deviceKind } from '@shared/domain/devices';
import { describe, expect, it } from 'vitest';
import { collectDeviceInfo } from './device-info';

const UA = {
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/120.0.0.0',
};

describe('device info', () => {
  it('names the browser from the user agent', () => {
    expect(browserName(UA.chrome)).toBe('Chrome');
    expect(browserName(UA.edge)).toBe('Edge');
    expect(browserName(UA.firefox)).toBe('Firefox');
    expect(browserName(UA.safariMac)).toBe('Safari');
    expect(browserName(UA.iphone)).toBe('Safari');
    expect(browserName(UA.opera)).toBeNull();
    expect(browserName('curl/8.0')).toBeNull();
    expect(browserName(null)).toBeNull();
  });

  it('tells phones, tablets and computers apart', () => {
    expect(deviceKind(UA.iphone)).toBe('mobile');
    expect(deviceKind(UA.androidPhone)).toBe('mobile');
    expect(deviceKind(UA.ipad)).toBe('tablet');
    expect(deviceKind(UA.androidTablet)).toBe('tablet');
    expect(deviceKind(UA.chrome)).toBe('desktop');
    expect(deviceKind(null)).toBe('desktop');
  });

  it('collects browser, platform, language, screen and timezone', () => {
    const info = collectDeviceInfo(
      { userAgent: UA.firefox, language: 'uz-UZ', platform: 'Win32' },
      { width: 1920, height: 1080 },
    );
    expect(info).toMatchObject({
      browser: 'Firefox',
      platform: 'Win32',
      language: 'uz-UZ',
      screenWidth: 1920,
      screenHeight: 1080,
    });
    expect(typeof info.timezone).toBe('string');
    expect(collectDeviceInfo({ userAgent: 'x' }, undefined).browser).toBe('unknown');
  });
});
