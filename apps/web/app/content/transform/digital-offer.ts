import { z } from 'zod';
import type { Audio, DigitalOffer, QuizQuestion } from '~/domain/types';
import {
  flag,
  optionalInteger,
  optionalText,
  parseList,
  requiredText,
  type TransformContext,
} from '../strapi';
import { titleAndSlug, toEntry } from './entry';
import { toAuthorRef, toTerms } from './fields';
import { toRichText } from './rich-text';
import { toImage, toMediaFile } from './image';
import { aspectRatios, toCheckedEmbed } from './embed';
import { toItems } from './teaser';

const fieldsSchema = z.object({
  ...titleAndSlug,
  type: z.enum(['Blog', 'Podcast', 'Video', 'Quiz']),
  publishedDate: optionalText,
  headline: optionalText,
  teaserText: optionalText,
  videoUrl: optionalText,
  audioDurationSeconds: optionalInteger,
});

const answerSchema = z.object({ text: requiredText, correct: flag });

const questionSchema = z.looseObject({ question: requiredText, explanation: optionalText });

function toQuiz(value: unknown, ctx: TransformContext, where: string): QuizQuestion[] {
  return parseList(questionSchema, value, ctx, where).flatMap((question, index) => {
    const answers = parseList(answerSchema, question.answers, ctx, `${where}[${index}].answers`);
    // A question nobody can answer correctly would make the quiz unwinnable.
    if (answers.length === 0 || !answers.some((answer) => answer.correct)) {
      ctx.report({ where: `${where}[${index}]`, message: 'question without a correct answer' });
      return [];
    }
    return [{ question: question.question, answers, explanation: question.explanation }];
  });
}

function toAudio(
  value: unknown,
  durationSeconds: number | null,
  ctx: TransformContext,
  where: string,
): Audio | null {
  const file = toMediaFile(value, ctx, where);
  return file
    ? {
        url: file.url,
        media: file.media,
        mime: file.mime,
        sizeBytes: file.sizeBytes,
        durationSeconds,
      }
    : null;
}

/** One blog post, podcast, video or quiz; without title, slug or type it is left out. */
export function toDigitalOffer(
  value: unknown,
  ctx: TransformContext,
  where = 'digital-offer',
): DigitalOffer | null {
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates, seo, revision } = entry;
  const image = toImage(raw.image, ctx, `${where}.image`);
  return {
    contentType: 'discover',
    title: fields.title,
    slug: fields.slug,
    type: fields.type,
    publishedDate: fields.publishedDate,
    headline: fields.headline,
    teaserText: fields.teaserText,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image,
    audio: toAudio(raw.audio, fields.audioDurationSeconds, ctx, `${where}.audio`),
    video: fields.videoUrl
      ? toCheckedEmbed(
          {
            title: fields.title,
            url: fields.videoUrl,
            embedUrl: null,
            caption: null,
            poster: image,
            aspectRatio: aspectRatios['16:9'],
          },
          ctx,
          `${where}.videoUrl`,
        )
      : null,
    transcript: toRichText(raw.transcript, ctx, `${where}.transcript`),
    quiz: toQuiz(raw.quiz, ctx, `${where}.quiz`),
    author: toAuthorRef(raw.author, ctx, `${where}.author`),
    categories: toTerms(raw.categories, ctx, `${where}.categories`),
    seo,
    alternates,
    revision,
  };
}

export const toDigitalOffers = (data: unknown, ctx: TransformContext): DigitalOffer[] =>
  toItems(toDigitalOffer, data, ctx, 'digital-offers');
