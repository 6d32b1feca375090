import { describe, expect, it } from 'vitest';
import { filteredAssetList, isAssetList, mimeFilterQuery } from './media-filter';

describe('the media dialog of a field', () => {
  it('asks only for the kinds of file the field takes', () => {
    expect(mimeFilterQuery(['images'])).toBe('filters[mime][$startsWith]=image%2F');
    expect(mimeFilterQuery(['audios'])).toBe('filters[mime][$startsWith]=audio%2F');
    expect(mimeFilterQuery(['images', 'videos'])).toBe(
      'filters[$or][0][mime][$startsWith]=image%2F&filters[$or][1][mime][$startsWith]=video%2F',
    );
  });

  it('leaves fields that take any file, or say nothing, unfiltered', () => {
    expect(mimeFilterQuery(['files', 'images'])).toBe('');
    expect(mimeFilterQuery(null)).toBe('');
    expect(mimeFilterQuery([])).toBe('');
  });

  it('filters the list of files only, keeping its own query', () => {
    const list =
      'http://127.0.0.1:1337/upload/files?page=1&filters[$and][0][folder][id][$null]=true';
    expect(isAssetList(list)).toBe(true);
    expect(isAssetList(list, 'POST')).toBe(false);
    expect(isAssetList('http://127.0.0.1:1337/upload/files/12')).toBe(false);
    expect(isAssetList('http://127.0.0.1:1337/upload/folders')).toBe(false);
    expect(filteredAssetList(list, ['images'])).toBe(`${list}&filters[mime][$startsWith]=image%2F`);
    expect(filteredAssetList('/upload/files', ['images'])).toBe(
      '/upload/files?filters[mime][$startsWith]=image%2F',
    );
    expect(filteredAssetList(list, ['files'])).toBe(list);
  });
});
