/** The page block blocks.embed and a digital offer's video as `Embed`s. */
import { describe, expect, it } from 'vitest';
import { readFixture, testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import { toDigitalOffer } from './digital-offer';
import { toPageBlocks } from './page-blocks';

function context() {
  const problems: ContentProblem[] = [];
  return { ctx: testContext('de', problems), problems };
}

const block = (fields: Record<string, unknown>) => ({ __component: 'blocks.embed', ...fields });

describe('the page block blocks.embed', () => {
  it('gives the recorded Spotify block, in both shapes alike, with its poster', () => {
    for (const locale of ['de', 'en'] as const) {
      const embeds = (['v5', 'v4'] as const).map((shape) => {
        const [page] = responseData(readFixture(shape, `pages.detail.kooperationen.${locale}`)) as {
          blocks: unknown;
        }[];
        const { ctx, problems } = context();
        const blocks = toPageBlocks(page!.blocks, ctx, 'page.blocks');
        expect(problems).toEqual([]);
        return blocks.filter((b) => b.kind === 'embed');
      });
      expect(embeds[1]).toEqual(embeds[0]);
      expect(embeds[0]).toEqual([
        {
          kind: 'embed',
          embed: {
            title: expect.stringContaining('Spotify'),
            url: 'https://open.spotify.com/show/3ZmOhrenAufPodcast0r7x',
            embedUrl: 'https://open.spotify.com/embed/show/3ZmOhrenAufPodcast0r7x',
            caption: null,
            poster: expect.objectContaining({
              url: expect.stringMatching(/^https:\/\/cms\.example\.org\/uploads\//),
            }),
            aspectRatio: 4 / 3,
          },
        },
      ]);
    }
  });

  it("takes the editor's frame address where the content address gives none", () => {
    const { ctx, problems } = context();
    const map =
      'https://www.openstreetmap.org/export/embed.html?bbox=10.4428%2C51.1617%2C10.4528%2C51.1667&layer=mapnik&marker=51.1642%2C10.4478';
    const blocks = toPageBlocks(
      [
        block({
          title: ' Karte ',
          url: 'https://www.openstreetmap.org/?mlat=51.1642&mlon=10.4478#map=17/51.1642/10.4478',
          embedUrl: map,
          caption: 'Der Haupteingang',
          aspectRatio: '1:1',
          poster: null,
        }),
      ],
      ctx,
      'page.blocks',
    );
    expect(blocks).toEqual([
      {
        kind: 'embed',
        embed: {
          title: 'Karte',
          url: 'https://www.openstreetmap.org/?mlat=51.1642&mlon=10.4478#map=17/51.1642/10.4478',
          embedUrl: map,
          caption: 'Der Haupteingang',
          poster: null,
          aspectRatio: 1,
        },
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('uses 16:9 when no shape is given, and for an unknown one (reported)', () => {
    const { ctx, problems } = context();
    const blocks = toPageBlocks(
      [
        block({ title: 'A', url: 'https://vimeo.com/824513967' }),
        block({ title: 'B', url: 'https://vimeo.com/824513967', aspectRatio: '21:9' }),
      ],
      ctx,
      'page.blocks',
    );
    expect(blocks.map((b) => (b.kind === 'embed' ? b.embed.aspectRatio : null))).toEqual([
      16 / 9,
      16 / 9,
    ]);
    expect(problems.map((problem) => problem.where)).toEqual([
      'page.blocks[1](blocks.embed).aspectRatio',
    ]);
  });

  it('leaves out a block without https addresses or a frame address, and keeps the others', () => {
    const { ctx, problems } = context();
    const blocks = toPageBlocks(
      [
        block({ title: 'http', url: 'http://www.youtube.com/watch?v=Zm7dAmpfM01' }),
        block({ title: 'script', url: 'javascript:alert(1)' }),
        block({
          title: 'frame over http',
          url: 'https://maps.example.org/1',
          embedUrl: 'http://maps.example.org/embed/1',
        }),
        block({
          title: 'script frame',
          url: 'https://maps.example.org/1',
          embedUrl: 'javascript:alert(1)',
        }),
        block({ title: 'unknown provider', url: 'https://video.example.org/zm/film' }),
        block({ url: 'https://youtu.be/Zm7dAmpfM01' }),
        block({ title: 'kept', url: 'https://youtu.be/Zm7dAmpfM01' }),
      ],
      ctx,
      'page.blocks',
    );
    expect(blocks).toEqual([
      {
        kind: 'embed',
        embed: expect.objectContaining({
          title: 'kept',
          embedUrl: 'https://www.youtube-nocookie.com/embed/Zm7dAmpfM01',
        }),
      },
    ]);
    expect(problems.map((problem) => problem.where)).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => `page.blocks[${index}](blocks.embed)`),
    );
    expect(problems[4]?.message).toContain('enter the embed address');
  });
});

describe("a digital offer's video", () => {
  const offer = (videoUrl: unknown) => ({
    title: 'Video: Ein Gemälde wird gereinigt',
    slug: 'video-gemaelde-reinigen',
    type: 'Video',
    videoUrl,
    image: { url: '/uploads/art.jpg', width: 1600, height: 900 },
  });

  it('is an embed titled like the offer, its image as poster, 16:9', () => {
    const { ctx, problems } = context();
    const video = toDigitalOffer(offer('https://vimeo.com/824513967'), ctx)?.video;
    expect(video).toEqual({
      title: 'Video: Ein Gemälde wird gereinigt',
      url: 'https://vimeo.com/824513967',
      embedUrl: 'https://player.vimeo.com/video/824513967?dnt=1',
      caption: null,
      poster: expect.objectContaining({ url: 'https://cms.example.org/uploads/art.jpg' }),
      aspectRatio: 16 / 9,
    });
    expect(problems).toEqual([]);
  });

  it('is null without an address, and for one that cannot be embedded (reported)', () => {
    const { ctx, problems } = context();
    expect(toDigitalOffer(offer(null), ctx)?.video).toBeNull();
    expect(toDigitalOffer(offer(''), ctx)?.video).toBeNull();
    expect(problems).toEqual([]);
    const page = toDigitalOffer(offer('https://video.example.org/zm/film'), ctx);
    expect(page).toMatchObject({ title: 'Video: Ein Gemälde wird gereinigt', video: null });
    expect(problems.map((problem) => problem.where)).toEqual(['digital-offer.videoUrl']);
  });
});
