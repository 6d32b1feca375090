import { describe, expect, it } from 'vitest';
import { readFixture, testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import type { RichTextBlock, RichTextText } from '~/domain/types';
import { checkedUri } from './links';
import { toRichText } from './rich-text';

const text = (value: string, marks: Partial<RichTextText> = {}): RichTextText => ({
  type: 'text',
  text: value,
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
  ...marks,
});

function transform(value: unknown) {
  const problems: ContentProblem[] = [];
  const blocks = toRichText(value, testContext('de', problems), 'body');
  return { blocks, problems };
}

const paragraphWithLink = (url: unknown) => [
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Mehr: ' },
      { type: 'link', url, children: [{ type: 'text', text: 'hier' }] },
    ],
  },
];

describe('rich text (Strapi blocks into domain nodes)', () => {
  it('types every node kind of the blocks format', () => {
    const { blocks, problems } = transform([
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Titel' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'fett', bold: true },
          {
            type: 'text',
            text: 'alles',
            italic: true,
            underline: true,
            strikethrough: true,
            code: true,
          },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'eins' }] },
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'a' }] }],
          },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'Zitat' }] },
      { type: 'code', language: 'ts', children: [{ type: 'text', text: 'let a = 1;' }] },
      {
        type: 'image',
        image: { url: '/uploads/bild.jpg', alternativeText: 'Bild', width: 800, height: 600 },
        children: [{ type: 'text', text: '' }],
      },
    ]);
    expect(problems).toEqual([]);
    expect(blocks).toEqual<RichTextBlock[]>([
      { type: 'heading', level: 3, children: [text('Titel')] },
      {
        type: 'paragraph',
        children: [
          text('fett', { bold: true }),
          text('alles', { italic: true, underline: true, strikethrough: true, code: true }),
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [text('eins')] },
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [text('a')] }],
          },
        ],
      },
      { type: 'quote', children: [text('Zitat')] },
      { type: 'code', text: 'let a = 1;' },
      {
        type: 'image',
        image: {
          url: 'https://cms.example.org/uploads/bild.jpg',
          alt: { de: 'Bild', en: 'Bild' },
          width: 800,
          height: 600,
          formats: {},
          // Served by the site under /media (site/media-paths.ts).
          media: { file: 'bild.jpg', version: expect.any(String) as string },
        },
      },
    ]);
  });

  it.each([
    ['https://tickets.example.org/zm', true],
    ['http://example.org', true],
    ['mailto:info@zentralmuseum.example', true],
    ['tel:+49123456780', true],
    ['/besuch/zeiten-preise', false],
  ])('keeps the link %s', (url, isExternal) => {
    const { blocks, problems } = transform(paragraphWithLink(url));
    expect(problems).toEqual([]);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [text('Mehr: '), { type: 'link', url, isExternal, children: [text('hier')] }],
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example',
    'file:///etc/passwd',
    'relative/path',
    '',
    42,
    null,
  ])('turns a link to %j into its plain text and reports it', (url) => {
    const { blocks, problems } = transform(paragraphWithLink(url));
    expect(blocks).toEqual([{ type: 'paragraph', children: [text('Mehr: '), text('hier')] }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe('body[0].children[1]');
  });

  it('turns unknown blocks and inline nodes into their text and reports them', () => {
    const { blocks, problems } = transform([
      { type: 'table', children: [{ type: 'text', text: 'Zelle' }] },
      {
        type: 'paragraph',
        children: [{ type: 'mention', children: [{ type: 'text', text: '@zm' }] }],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'todo', children: [{ type: 'text', text: 'x' }] }],
      },
      { type: 'embed' },
    ]);
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('Zelle')] },
      { type: 'paragraph', children: [text('@zm')] },
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [text('x')] }],
      },
    ]);
    const reported = ['body[0]', 'body[1].children[0]', 'body[2].children[0]', 'body[3]'];
    expect(problems.map((problem) => problem.where)).toEqual(reported);
  });

  it('keeps the page when rich text is no list or a node no object', () => {
    expect(transform({ type: 'paragraph' }).blocks).toEqual([]);
    const { blocks, problems } = transform([
      null,
      'x',
      { type: 'paragraph', children: [{ type: 'text', text: 'ok' }] },
    ]);
    expect(blocks).toEqual([{ type: 'paragraph', children: [text('ok')] }]);
    // null is an empty node (nothing to report); a string is broken content.
    expect(problems.map((problem) => problem.where)).toEqual(['body[1]']);
  });

  it('clamps heading levels into 1–6', () => {
    const levels = [0, 1, 4, 9, 'x'].map(
      (level) => transform([{ type: 'heading', level, children: [] }]).blocks[0],
    );
    expect(levels.map((block) => (block?.type === 'heading' ? block.level : null))).toEqual([
      1, 1, 4, 6, 2,
    ]);
  });

  it('reads older markdown strings as plain paragraphs', () => {
    expect(transform('Eins\n\nZwei\n\n\n').blocks).toEqual([
      { type: 'paragraph', children: [text('Eins')] },
      { type: 'paragraph', children: [text('Zwei')] },
    ]);
  });

  it('gives the same nodes for the recorded v4 and v5 answers, links included', () => {
    const body = (shape: 'v4' | 'v5') => {
      const [page] = responseData(readFixture(shape, 'pages.detail.zeiten-preise.de')) as {
        blocks: { body?: unknown }[];
      }[];
      return page!.blocks.flatMap((block) => transform(block.body).blocks);
    };
    const v5 = body('v5');
    expect(v5.length).toBeGreaterThan(0);
    expect(body('v4')).toEqual(v5);
    expect(JSON.stringify(v5)).toContain('"type":"link"');
  });
});

describe('link scheme check', () => {
  it('gives the address as a browser reads it', () => {
    expect(checkedUri('  https://example.org/a\n ')).toBe('https://example.org/a');
    expect(checkedUri('/pfad?x=1#y')).toBe('/pfad?x=1#y');
    expect(checkedUri('HTTPS://EXAMPLE.ORG')).toBe('HTTPS://EXAMPLE.ORG');
  });
});
