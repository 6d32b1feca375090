/**
 * Pages, page data and JSON are made whole before they are sent (entry.server renders the whole
 * page; loaders and handlers answer at once), so they are sent whole too: a strong ETag of the
 * bytes, 304 for a current If-None-Match, and one compression in one call at a level that costs
 * less than the render (docs/decisions/0027). Other answers (files, feeds, calendars) keep the
 * streaming compression() middleware, which leaves an answer with a Content-Encoding alone.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import {
  bodyHash,
  chooseCoding,
  chunkBytes,
  entityTag,
  keptFormsLocal,
  notModified,
  sendForm,
  varyOnCoding,
  type Coding,
  type KeptForms,
} from './content-coding';

export const wholeAnswerType = /^(text\/html|application\/json|text\/x-script)\b/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Compressor {
  brotliQuality: number;
  gzipLevel: number;
}

/** Compresses one answer (identity: the bytes as they are). */
export function compress(
  body: Buffer,
  coding: Coding,
  { brotliQuality, gzipLevel }: Compressor,
): Promise<Buffer> {
  if (coding === 'br')
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  if (coding === 'gzip') return gzip(body, { level: gzipLevel });
  return Promise.resolve(body);
}

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const minimumToCompress = 1024;

/** compression()'s filter: everything but the answers wholeAnswers() has encoded itself. */
export const notWholeAnswer = (req: Request, res: Response): boolean =>
  res.locals.wholeAnswer !== true && compression.filter(req, res);

export function wholeAnswers(
  compressor: Compressor = { brotliQuality: 4, gzipLevel: 6 },
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') {
      next();
      return;
    }
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    let whole: boolean | undefined;
    const chunks: Buffer[] = [];
    const isWhole = () =>
      (whole ??=
        !res.headersSent &&
        wholeAnswerType.test(String(res.getHeader('Content-Type') ?? '')) &&
        res.getHeader('Content-Encoding') === undefined);
    const keep = (chunk: unknown, encoding: unknown) => {
      const bytes = chunkBytes(chunk, encoding);
      if (bytes) chunks.push(bytes);
    };
    res.write = ((...args: unknown[]) => {
      if (!isWhole()) return write(...args);
      keep(args[0], args[1]);
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (!isWhole()) return end(...args);
      // Sent as chosen here, identity included: compression() must not encode it again.
      res.locals.wholeAnswer = true;
      keep(args[0], args[1]);
      const body = Buffer.concat(chunks);
      const coding =
        body.length < minimumToCompress ? 'identity' : chooseCoding(req.headers['accept-encoding']);
      const level = coding === 'br' ? compressor.brotliQuality : compressor.gzipLevel;
      const kept = res.locals[keptFormsLocal] as KeptForms | undefined;
      const hash = kept?.hash ?? bodyHash(body);
      const tag = entityTag(hash, coding, level);
      const identityTag = entityTag(hash, 'identity', 0);
      // Express's own weak tag (res.send) gives way to the strong one.
      res.removeHeader('ETag');
      const send = (bytes: Buffer, sent: Coding) => {
        if (res.statusCode === 200) {
          sendForm(
            req,
            res,
            { coding: sent, bytes, tag: sent === coding ? tag : identityTag },
            end,
          );
          return;
        }
        varyOnCoding(res);
        if (sent !== 'identity') res.setHeader('Content-Encoding', sent);
        res.setHeader('Content-Length', bytes.length);
        end(bytes);
      };
      const compressAndSend = () =>
        compress(body, coding, compressor).then(
          (bytes) => send(bytes, coding),
          () => send(body, 'identity'),
        );
      // A client whose copy is current gets its 304 without the compression.
      if (res.statusCode === 200 && notModified(req.headers['if-none-match'], tag)) {
        send(body, coding);
        return res;
      }
      // A page the cache keeps goes out as the form it keeps (one compression, and the tag
      // every later hit sends), else compressed here.
      if (kept && res.statusCode === 200 && coding !== 'identity') {
        void kept.forms.then((forms) => {
          const form = forms?.find((candidate) => candidate.coding === coding);
          return form ? sendForm(req, res, form, end) : compressAndSend();
        });
        return res;
      }
      void compressAndSend();
      return res;
    }) as typeof res.end;
    next();
  };
}
