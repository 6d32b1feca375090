import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)">([^<]*(?:<!-- -->[^<]*)*)<\/a>/g)].map(([, href, text]) => [
    href,
    text!.replace(/<!-- -->/g, ''),
  ]);

describe('ErrorSummary', () => {
  const render = (label?: (field: 'first-name' | 'last-name' | 'consent') => string | null) =>
    renderToStaticMarkup(
      <ErrorSummary
        idPrefix="booking"
        title={(count) => `Bitte korrigieren Sie ${count} Angaben:`}
        errors={{
          'last-name': 'Bitte füllen Sie dieses Feld aus.',
          'first-name': 'Bitte füllen Sie dieses Feld aus.',
          consent: 'Bitte stimmen Sie der Verarbeitung zu.',
        }}
        order={['first-name', 'last-name', 'consent']}
        fieldId={(field) => `booking-${field}`}
        label={label}
        summaryRef={createRef()}
      />,
    );

  it('names each field before a message that could be any field’s, in the form’s order', () => {
    const names = { 'first-name': 'Vorname', 'last-name': 'Nachname', consent: null };
    expect(links(render((field) => names[field]))).toEqual([
      ['#booking-first-name', 'Vorname: Bitte füllen Sie dieses Feld aus.'],
      ['#booking-last-name', 'Nachname: Bitte füllen Sie dieses Feld aus.'],
      ['#booking-consent', 'Bitte stimmen Sie der Verarbeitung zu.'],
    ]);
  });

  it('shows the messages alone without labels', () => {
    expect(links(render()).map(([, text]) => text)).toEqual([
      'Bitte füllen Sie dieses Feld aus.',
      'Bitte füllen Sie dieses Feld aus.',
      'Bitte stimmen Sie der Verarbeitung zu.',
    ]);
  });
});
