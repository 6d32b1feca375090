// What the XSS drill writes into the CMS: for each content type, the fields editors fill in,
// with payloads of drill/xss-payloads.mjs. Plain text fields take the payloads in turn, every
// rich text all of them (as text and as a link's address), link fields take them in turn too.

/** The marker in every text the drill writes: the site shows it once it has the new content. */
export const marker = 'Xssdrill';

const blockKinds = ['paragraph', 'heading', 'quote', 'list', 'code'];

/**
 * Whether Strapi 5 stores the address in a rich-text link: its blocks validator refuses any
 * protocol but http, https, ftp, mailto and tel, as the browser parses it ("/…" passes).
 */
export function cmsTakesRichTextLink(url) {
  try {
    const parsed = new URL(url.startsWith('/') ? `https://cms.example${url}` : url);
    return ['http:', 'https:', 'ftp:', 'mailto:', 'tel:'].includes(parsed.protocol);
  } catch {
    return false;
  }
}

/**
 * Hands out payloads and remembers which landed in which kind of field. Rich-text links get
 * the addresses `richTextLink` lets through (the CMS refuses the others; the fake CMS of the
 * fast test takes all); every other field takes anything.
 */
export function payloadPlacer(payloads, { richTextLink = () => true } = {}) {
  const used = { text: new Set(), rich: new Set(), link: new Set() };
  let textAt = 0;
  let linkAt = 0;
  const richText = () => [
    { type: 'paragraph', children: [{ type: 'text', text: marker }] },
    ...payloads.map(({ id, value }, index) => {
      used.rich.add(id);
      const inline = [{ type: 'text', text: `${value} ` }];
      if (richTextLink(value)) {
        used.link.add(id);
        inline.push({ type: 'link', url: value, children: [{ type: 'text', text: `Link ${id}` }] });
      }
      const kind = blockKinds[index % blockKinds.length];
      if (kind === 'heading') return { type: 'heading', level: 3, children: inline };
      if (kind === 'list')
        return {
          type: 'list',
          format: 'unordered',
          children: [{ type: 'list-item', children: inline }],
        };
      if (kind === 'code') return { type: 'code', children: [{ type: 'text', text: value }] };
      return { type: kind, children: inline };
    }),
  ];
  return {
    used,
    /** `count` payloads in turn, after the marker. */
    text(count = 1) {
      const chosen = Array.from({ length: count }, () => payloads[textAt++ % payloads.length]);
      for (const { id } of chosen) used.text.add(id);
      return [marker, ...chosen.map(({ value }) => value)].join(' ');
    },
    /** The next payload as an address. */
    link() {
      const { id, value } = payloads[linkAt++ % payloads.length];
      used.link.add(id);
      return value;
    },
    richText,
    /** Every payload as the address of a download (a material block's items). */
    allAsDownloads() {
      return payloads.map(({ id, value }) => {
        used.link.add(id);
        return { title: `${marker} ${id}`, url: value };
      });
    },
  };
}

const infoBlock = (p) =>
  Object.fromEntries(
    [
      'title',
      'material',
      'costs',
      'targetGroup',
      'registration',
      'contact',
      'place',
      'meetingPoint',
      'notes',
      'participants',
      'duration',
    ].map((field) => [field, p.text(2)]),
  );

const contact = (p) => ({ title: p.text(), name: p.text(), phone: p.link(), text: p.text(2) });

const detail = (p) => ({
  title: p.text(),
  headline: p.text(),
  teaserText: p.text(4),
  body: p.richText(),
});

/**
 * The collection types the drill changes: REST name, how many entries, and their new fields
 * (`entry` is the German entry as the API lists it).
 */
export const collections = [
  { plural: 'exhibitions', count: 2, fields: (p) => ({ ...detail(p), place: p.text() }) },
  {
    plural: 'events',
    count: 2,
    fields: (p) => ({ ...detail(p), place: p.text(), dateTimeOverride: p.text() }),
  },
  { plural: 'offers', count: 2, fields: (p) => ({ ...detail(p), info: infoBlock(p) }) },
  {
    plural: 'press-releases',
    count: 2,
    fields: (p) => ({
      ...detail(p),
      downloads: [1, 2, 3].map(() => ({ title: p.text(), description: p.text(2), url: p.link() })),
      contact: contact(p),
    }),
  },
  {
    plural: 'digital-offers',
    count: 4,
    fields: (p, entry) => ({
      ...detail(p),
      transcript: p.richText(),
      videoUrl: p.link(),
      ...(entry.type === 'Quiz'
        ? {
            quiz: [
              {
                question: p.text(2),
                answers: [
                  { text: p.text(), correct: true },
                  { text: p.text(), correct: false },
                ],
                explanation: p.text(2),
              },
            ],
          }
        : {}),
    }),
  },
  {
    plural: 'pages',
    count: 2,
    fields: (p) => ({
      title: p.text(),
      headline: p.text(),
      teaserText: p.text(4),
      blocks: [
        { __component: 'blocks.rich-text', body: p.richText() },
        {
          __component: 'blocks.faq',
          title: p.text(),
          items: [1, 2].map(() => ({ question: p.text(), answer: p.richText() })),
        },
        ...[1, 2, 3].map(() => ({
          __component: 'blocks.teaser',
          title: p.text(),
          text: p.text(2),
          link: { label: p.text(), uri: p.link(), isExternalLink: false },
        })),
        ...[1, 2].map(() => ({
          __component: 'blocks.embed',
          title: p.text(),
          url: p.link(),
          embedUrl: p.link(),
          caption: p.text(2),
          aspectRatio: '16:9',
        })),
        { __component: 'blocks.material-block', title: p.text(), items: p.allAsDownloads() },
        { __component: 'blocks.info-block', info: infoBlock(p) },
        { __component: 'blocks.contact-list', title: p.text(), contacts: [contact(p)] },
      ],
    }),
  },
  // Not localized: every page's footer.
  {
    plural: 'partners',
    count: 20,
    localized: false,
    fields: (p) => ({ name: p.text(), url: p.link() }),
  },
  {
    plural: 'consent-services',
    count: 10,
    fields: (p) => ({
      name: p.text(),
      provider: p.text(),
      purpose: p.text(2),
      cookies: p.text(),
      privacyUrl: p.link(),
    }),
  },
];

/** The single types the drill changes, with their new fields. */
export const singles = [
  {
    singular: 'general-contact',
    fields: (p) => ({
      address: p.text(3),
      phone: p.link(),
      routePlanningUrl: p.link(),
      general: contact(p),
      press: contact(p),
      offers: contact(p),
    }),
  },
  {
    singular: 'site-menu',
    fields: (p) => ({
      smallLinkGroup: [1, 2, 3, 4].map(() => ({
        label: p.text(),
        uri: p.link(),
        isExternalLink: false,
      })),
      socialMedia: Object.fromEntries(
        ['facebook', 'youtube', 'instagram', 'tiktok', 'linkedin'].map((name) => [name, p.link()]),
      ),
    }),
  },
];
