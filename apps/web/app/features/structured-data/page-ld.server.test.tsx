import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '~/site/breadcrumb';
import { fixedFrame, slugVersions, type PageFrame } from '~/site/page-frame';
import { pageMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { screenTitle } from '~/site/screen-title.server';
import { siteOrigin } from '~/site-origin.server';
import { eventLd } from './event-ld.server';
import { museumRef, withStructuredData } from './page-ld.server';
import { sampleEvent, samplePage } from './sample-items.fixture';

const { origin } = siteOrigin();

const tourRequest: PageFrame = {
  screen: 'guidedTourRequest',
  locale: 'en',
  title: 'Request',
  versions: slugVersions({ de: 'kinderfuehrung', en: 'kids-tour' }),
  parent: { screen: 'guidedTour', params: { slug: 'kids-tour' }, title: 'Tour for kids' },
};

type ListItem = { position: number; name: string; item: string };
const breadcrumbOf = (frame: PageFrame) =>
  frame.structuredData?.find((node) => node['@type'] === 'BreadcrumbList') as
    { itemListElement: ListItem[] } | undefined;

describe('withStructuredData', () => {
  it('adds the visible breadcrumb as a BreadcrumbList: same names, same order, absolute URLs', () => {
    const frame = withStructuredData(tourRequest);
    const visible = breadcrumbTrail(tourRequest, screenTitle);
    expect(visible.map((crumb) => crumb.label)).toEqual([
      'Home',
      'Guided tours',
      'Tour for kids',
      'Request',
    ]);
    expect(breadcrumbOf(frame)?.itemListElement).toEqual(
      visible.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: `${origin}${crumb.path}`,
      })),
    );
  });

  it('has no breadcrumb on the home page, which shows none', () => {
    expect(withStructuredData(fixedFrame('home', 'de', 'Zentralmuseum')).structuredData).toEqual(
      [],
    );
  });

  it('keeps the page nodes first and replaces an earlier breadcrumb with the final one', () => {
    const search = withStructuredData(fixedFrame('search', 'de', 'Suche'));
    const withQuery = withStructuredData({ ...search, query: { text: 'dampf' } });
    const lists = withQuery.structuredData?.filter((node) => node['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    expect(breadcrumbOf(withQuery)?.itemListElement.at(-1)?.item).toBe(
      `${origin}${href('search', {}, 'de', { text: 'dampf' })}`,
    );

    const event = { ...fixedFrame('event', 'de', 'Fest'), versions: { de: { slug: 'fest' } } };
    const node = eventLd(sampleEvent(), samplePage('/x'));
    expect(withStructuredData(event, node, null).structuredData?.map((n) => n['@type'])).toEqual([
      'Event',
      'BreadcrumbList',
    ]);
  });
});

describe('museumRef', () => {
  it('names the museum by the site name when the general contact is missing', () => {
    expect(museumRef(null, 'en', 'https://zm.example')).toEqual({
      id: 'https://zm.example/#museum',
      name: 'Zentralmuseum',
      url: 'https://zm.example/en',
      address: undefined,
    });
  });
});

describe('JSON-LD in the document head', () => {
  /** The head as React Router's <Meta> renders the page's meta descriptors. */
  function renderedHead(frame: PageFrame): string {
    const Stub = createRoutesStub([
      {
        id: 'page',
        path: '/',
        meta: () => pageMeta(frame, 'Zentralmuseum', origin),
        Component: () => <Meta />,
        loader: () => null,
      },
    ]);
    return renderToString(<Stub hydrationData={{ loaderData: { page: null } }} />);
  }

  it('cannot be closed early by a title containing </script>', () => {
    const title = 'Fest</script><script>alert(1)</script> & <b>mehr</b>';
    const base = { ...fixedFrame('event', 'de', title), versions: { de: { slug: 'fest' } } };
    const frame = withStructuredData(base, eventLd(sampleEvent({ title }), samplePage('/fest')));
    const html = renderedHead(frame);

    const scripts = Array.from(
      html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      (match) => match[1] ?? '',
    );
    expect(scripts).toHaveLength(2);
    // Only the two data blocks open a script element: the title opened none.
    expect(html.match(/<script/g)).toHaveLength(2);
    const nodes = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(nodes[0]).toMatchObject({ '@type': 'Event', name: title });
    expect(
      breadcrumbOf({ ...frame, structuredData: nodes as PageFrame['structuredData'] }),
    ).toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ name: title })]),
    });
  });
});
