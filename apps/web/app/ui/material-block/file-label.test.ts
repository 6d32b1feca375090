import { describe, expect, it } from 'vitest';
import { fileLabel, fileType, formatFileSize } from './file-label';

describe('formatFileSize', () => {
  it('uses the decimal comma in German and the point in English', () => {
    expect(formatFileSize(1_234_567, 'de')).toBe('1,2 MB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
  });

  it('counts small files in bytes and kilobytes', () => {
    expect(formatFileSize(512, 'de')).toBe('512 B');
    expect(formatFileSize(1400, 'de')).toBe('1,4 kB');
    expect(formatFileSize(1400, 'en')).toBe('1.4 kB');
    expect(formatFileSize(0, 'en')).toBe('0 B');
  });

  it('drops a zero decimal and moves up instead of showing 1000', () => {
    expect(formatFileSize(2_000_000, 'de')).toBe('2 MB');
    expect(formatFileSize(999_990, 'en')).toBe('1 MB');
    expect(formatFileSize(3_500_000_000, 'de')).toBe('3,5 GB');
  });
});

describe('fileType', () => {
  it('prefers the extension and falls back to the MIME subtype', () => {
    expect(fileType({ extension: 'pdf', mime: 'application/pdf' })).toBe('PDF');
    expect(fileType({ extension: null, mime: 'application/zip' })).toBe('ZIP');
    expect(fileType({ extension: null, mime: null })).toBeNull();
  });
});

describe('fileLabel', () => {
  it('joins type and size in the page language', () => {
    const file = { extension: 'pdf', mime: 'application/pdf', sizeBytes: 1_260_000 };
    expect(fileLabel(file, 'de')).toBe('PDF, 1,3 MB');
    expect(fileLabel(file, 'en')).toBe('PDF, 1.3 MB');
  });

  it('says what it knows and nothing when it knows nothing', () => {
    expect(fileLabel({ extension: 'jpg', mime: null, sizeBytes: null }, 'en')).toBe('JPG');
    expect(fileLabel({ extension: null, mime: null, sizeBytes: null }, 'de')).toBeNull();
  });
});
