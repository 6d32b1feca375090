import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { translator } from './translate';

describe('messages', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.de).sort());
  });

  it('fills placeholders', () => {
    expect(translator('de')('error.statusLabel', { status: 404 })).toBe('Fehler 404');
    expect(translator('en')('error.server.text')).toBe(
      'The Server encountered an unexpected condition.',
    );
  });
});
