import { describe, expect, it } from 'vitest';
import { withPlainUploads } from './plain-uploads';
import extend from './strapi-server';

function plugin() {
  const calls: string[] = [];
  const services: Record<string, unknown> = {
    'image-manipulation': {
      generateResponsiveFormats: async () => {
        calls.push('formats');
        return [{ key: 'large' }];
      },
      optimize: async (file: unknown) => {
        calls.push('optimize');
        return { ...(file as object), optimized: true };
      },
      isFaultyImage: async () => {
        calls.push('faulty');
        return true;
      },
    },
  };
  extend({ services });
  const service = services['image-manipulation'] as {
    generateResponsiveFormats: (file: unknown) => Promise<unknown[]>;
    optimize: (file: unknown) => Promise<unknown>;
    isFaultyImage: (file: unknown) => Promise<boolean>;
    generateThumbnail: unknown;
  };
  return { service, calls };
}

describe('plain uploads', () => {
  it('makes formats and optimizes as Strapi does outside the scope', async () => {
    const { service, calls } = plugin();
    expect(await service.generateResponsiveFormats({ name: 'a.jpg' })).toEqual([{ key: 'large' }]);
    expect(await service.optimize({ name: 'a.jpg' })).toEqual({ name: 'a.jpg', optimized: true });
    expect(await service.isFaultyImage({ name: 'a.jpg' })).toBe(true);
    expect(calls).toEqual(['formats', 'optimize', 'faulty']);
    expect(service.generateThumbnail).toBeTypeOf('function');
  });

  it('keeps the original only inside the scope, through awaits, and not after it', async () => {
    const { service, calls } = plugin();
    const file = { name: 'zm-t-1898-101-1.jpg' };
    await withPlainUploads(async () => {
      await Promise.resolve();
      expect(await service.generateResponsiveFormats(file)).toEqual([]);
      expect(await service.optimize(file)).toBe(file);
      expect(await service.isFaultyImage(file)).toBe(false);
    });
    expect(calls).toEqual([]);
    // Work started beside the scope (an editor's upload) is not affected.
    const outside = service.generateResponsiveFormats(file);
    await withPlainUploads(async () => undefined);
    expect(await outside).toEqual([{ key: 'large' }]);
  });
});
