import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createMediaStorage } from '../../../src/media/storage.ts';
import { hasHindi, localize } from '../../../src/lib/messages.ts';
import { MEDIA_MESSAGES, tooManyPixelsMessage } from '../../../src/lib/messages/media.ts';

const s3 = { MEDIA_S3_BUCKET: 'sankalp-media', MEDIA_S3_PUBLIC_URL: 'https://cdn.sankalp.example/', MEDIA_ORIGINS: 'https://cdn.sankalp.example' };

describe('media messages', () => {
  it('have a Hindi text each', () => {
    expect(Object.values(MEDIA_MESSAGES).filter((m) => !hasHindi(m))).toEqual([]);
  });

  it('name the configured pixel cap, in Hindi too', () => {
    const message = tooManyPixelsMessage(loadConfig({ MEDIA_IMAGE_MAX_PIXELS: '12500000' }).MEDIA_IMAGE_MAX_PIXELS);
    expect(message).toBe('This image has too many pixels: at most 12.5 megapixels (a phone photo) can be uploaded.');
    expect(localize(message, 'hindi')).toBe('इस चित्र में बहुत अधिक पिक्सेल हैं: अधिकतम 12.5 मेगापिक्सेल (फ़ोन के कैमरे की फ़ोटो जितना) का चित्र अपलोड किया जा सकता है।');
    expect(loadConfig({}).MEDIA_IMAGE_MAX_PIXELS).toBe(50_000_000);
  });
});

describe('media configuration', () => {
  it('stores on local disk unless a bucket is configured', () => {
    expect(createMediaStorage(loadConfig({ MEDIA_DIR: '/tmp/m' })).kind).toBe('local');
    const storage = createMediaStorage(loadConfig(s3));
    expect(storage.kind).toBe('s3');
    expect(storage.url('images/a-360.webp')).toBe('https://cdn.sankalp.example/images/a-360.webp');
  });

  it('refuses a bucket without its public URL, or one the site policy would block', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b' })).toThrow(/MEDIA_S3_PUBLIC_URL: must be set/);
    expect(() => loadConfig({ ...s3, MEDIA_ORIGINS: '' })).toThrow(/MEDIA_ORIGINS: must include https:\/\/cdn.sankalp.example/);
    expect(() => loadConfig({ ...s3, MEDIA_S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/MEDIA_S3_SECRET_ACCESS_KEY, or neither/);
  });
});
