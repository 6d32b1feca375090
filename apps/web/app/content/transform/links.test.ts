/** Every address an editor enters is scheme-checked before it reaches a page. */
import { describe, expect, it } from 'vitest';
import { testContext } from '../__fixtures__/files';
import type { ContentProblem } from '../strapi';
import { toDigitalOffer } from './digital-offer';
import { toGeneralContact } from './general-contact';
import { toPageBlocks } from './page-blocks';
import { toPartner } from './partner';
import { toRedirect } from './redirect';
import { toSiteMenu } from './site-menu';

const hostile = [
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
];

function context() {
  const problems: ContentProblem[] = [];
  return { ctx: testContext('de', problems), problems };
}

describe.each(hostile)('an editor link to %j', (bad) => {
  it('leaves a menu link out and keeps the others', () => {
    const { ctx, problems } = context();
    const menu = toSiteMenu(
      {
        visit: {
          title: 'Besuch',
          links: [
            { label: 'Böse', uri: bad },
            { label: 'Zeiten', uri: '/besuch/zeiten-preise' },
            { label: 'Post', uri: 'mailto:info@zm.example' },
          ],
          overviewLink: { label: 'Übersicht', uri: bad },
        },
        tickets: { label: 'Tickets', uri: bad, isExternalLink: true },
        largeLinkGroup: [{ label: 'Böse', uri: bad }],
        socialMedia: { facebook: bad, instagram: 'https://instagram.example/zm' },
      },
      ctx,
    );
    expect(menu.sections[0]?.links.map((link) => link.uri)).toEqual([
      '/besuch/zeiten-preise',
      'mailto:info@zm.example',
    ]);
    expect(menu.sections[0]?.overviewLink).toBeNull();
    expect(menu.tickets).toBeNull();
    expect(menu.largeLinkGroup).toEqual([]);
    expect(menu.socialMedia).toMatchObject({
      facebook: null,
      instagram: 'https://instagram.example/zm',
    });
    expect(problems).toHaveLength(5);
  });

  it('keeps a teaser and a material block without the link', () => {
    const { ctx, problems } = context();
    const blocks = toPageBlocks(
      [
        { __component: 'blocks.teaser', title: 'Teaser', link: { label: 'Los', uri: bad } },
        {
          __component: 'blocks.material-block',
          items: [
            { title: 'Nur Adresse', url: bad },
            { title: 'Datei', url: bad, file: { url: '/uploads/a.pdf', ext: '.pdf' } },
          ],
        },
      ],
      ctx,
      'page.blocks',
    );
    expect(blocks).toMatchObject([
      { kind: 'teaser', title: 'Teaser', link: null },
      { kind: 'material-block', items: [{ title: 'Datei', url: null }] },
    ]);
    expect(problems.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a partner, the route planner link and a video page without the address', () => {
    const { ctx, problems } = context();
    expect(toPartner({ name: 'Partner', group: 'media', url: bad }, ctx)).toMatchObject({
      name: 'Partner',
      url: null,
    });
    expect(toGeneralContact({ museumName: 'ZM', routePlanningUrl: bad }, ctx)).toMatchObject({
      museumName: 'ZM',
      routePlanningUrl: null,
    });
    expect(
      toDigitalOffer({ title: 'Film', slug: 'film', type: 'Video', videoUrl: bad }, ctx),
    ).toMatchObject({ title: 'Film', video: null });
    expect(problems).toHaveLength(3);
  });

  it('refuses a redirect to it', () => {
    const { ctx, problems } = context();
    expect(toRedirect({ from: '/alt', to: bad }, ctx)).toBeNull();
    expect(problems).toHaveLength(1);
  });
});

describe('an editor mail address that is not one mailbox', () => {
  it.each([
    'javascript:alert(1)//@zm.example',
    'info@zm.example?bcc=all@evil.example',
    'info@zm.example,spam@evil.example',
    'Info <info@zm.example>',
  ])('is left out of every mailto link: %j', (bad) => {
    const { ctx, problems } = context();
    const contact = toGeneralContact(
      {
        museumName: 'ZM',
        mail: bad,
        general: { title: 'Allgemein', mail: bad },
        offers: { title: 'Führungen', mail: 'fuehrungen@zm.example' },
      },
      ctx,
    );
    expect(contact).toMatchObject({
      museumName: 'ZM',
      mail: null,
      general: { title: 'Allgemein', mail: null },
      offers: { mail: 'fuehrungen@zm.example' },
    });
    const blocks = toPageBlocks(
      [{ __component: 'blocks.contact-list', contacts: [{ name: 'Presse', mail: bad }] }],
      ctx,
      'page.blocks',
    );
    expect(JSON.stringify(blocks)).not.toContain('evil');
    expect(problems.length).toBeGreaterThanOrEqual(2);
  });
});

describe('safe editor links', () => {
  it('pass unchanged', () => {
    const { ctx, problems } = context();
    expect(toPartner({ name: 'P', group: 'media', url: 'https://partner.example' }, ctx)?.url).toBe(
      'https://partner.example',
    );
    expect(toRedirect({ from: '/alt/*', to: 'https://neu.example/*' }, ctx)?.to).toBe(
      'https://neu.example/*',
    );
    expect(toRedirect({ from: '/alt', to: '/neu' }, ctx)?.to).toBe('/neu');
    expect(problems).toEqual([]);
  });
});
