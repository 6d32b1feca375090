// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueHashes } from '~/messages.server';
import { partHref } from '~/i18n/catalogue-parts';
import { CatalogueScripts, MessagesProvider, useT } from '~/i18n/react';
import type { Namespace } from '~/i18n/translate';

function Uses({ namespace }: { namespace: Namespace }) {
  const t = useT(namespace) as (key: string) => string;
  const key = { common: 'site.name', filters: 'filter.label' }[namespace as string];
  return <span>{key ? t(key) : null}</span>;
}

/** Renders a page that uses these namespaces; returns the catalogue scripts it names. */
function scriptsOf(...namespaces: Namespace[]): string[] {
  const html = renderToString(
    <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
      {namespaces.map((namespace, index) => (
        <Uses key={index} namespace={namespace} />
      ))}
      <CatalogueScripts />
    </MessagesProvider>,
  );
  return Array.from(html.matchAll(/<script src="([^"]+)" defer=""><\/script>/g), (m) => m[1]!);
}

describe('the parts a server render uses', () => {
  const hashes = catalogueHashes('de');
  const href = (part: 'frame' | 'filters' | 'booking' | 'offers') =>
    partHref('de', part, hashes[part]);

  it('are the frame alone for a page of frame texts', () => {
    expect(scriptsOf('common', 'menu', 'hours', 'footer')).toEqual([href('frame')]);
    expect(scriptsOf()).toEqual([href('frame')]);
  });

  it('add each feature part used, once, in the fixed order', () => {
    expect(scriptsOf('filters', 'common', 'filters')).toEqual([href('frame'), href('filters')]);
    expect(scriptsOf('quiz', 'bookingForm', 'audio', 'filters')).toEqual([
      href('frame'),
      href('filters'),
      href('booking'),
      href('offers'),
    ]);
  });

  it('are recorded per render, not carried over to the next page', () => {
    scriptsOf('booking');
    expect(scriptsOf('common')).toEqual([href('frame')]);
  });

  it('format the texts on the server from the registered parts', () => {
    const html = renderToString(
      <MessagesProvider hashes={hashes} locale="de" page="default">
        <Uses namespace="common" />
      </MessagesProvider>,
    );
    expect(html).toContain('Zentralmuseum');
    const filters = renderToString(
      <MessagesProvider hashes={hashes} locale="de" page="default">
        <Uses namespace="filters" />
      </MessagesProvider>,
    );
    expect(filters).toContain('Programm filtern');
  });
});

describe('a text rendered after the part scripts', () => {
  it('is reported: its part would be missing in the page', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      renderToString(
        <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
          <CatalogueScripts />
          <Uses namespace="filters" />
          <Uses namespace="common" />
        </MessagesProvider>,
      );
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([
      '[i18n] "filters" rendered after <CatalogueScripts>: its part is missing',
    ]);
  });
});
