// The files behind the wholesaler's content (issue 15): a download (GET
// /downloads/:fileId/file, area downloads; an attachment unless `?inline=1`), a news picture
// (GET /news/images/:key.svg, area news), a video and its captions (GET /videos/:key.webm with
// Range support, so the <video> element can seek, and /videos/:key.vtt; area video). Made by
// modules/content/server/files.ts from the definitions in modules/content/server/seed.ts.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DownloadFileParams, DownloadFileQuery, mediaFileParam } from '../contract.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { downloadFiles } from './tables.ts';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import { ApiError, notFound } from '../../../server/errors.ts';
import {
  downloadDef,
  newsDef,
  readVideo,
  renderCaptions,
  renderDownload,
  renderNewsImage,
  videoDef,
} from './files.ts';

const tags = ['content'];
const CONTENT_TYPE = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/** The one byte range of a Range header ('bytes=a-b', 'bytes=a-', 'bytes=-n'), or null. */
export function parseRange(header: string | undefined, size: number) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Math.min(Number(m[2]), size);
    return { start: size - n, end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return { start, end };
}

/** RFC 5987 filename* for names with umlauts, plus an ASCII fallback. */
const disposition = (kind: 'attachment' | 'inline', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const contentRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/downloads/:fileId/file',
      {
        config: { access: { area: 'downloads' } },
        schema: { tags, params: DownloadFileParams, querystring: DownloadFileQuery },
      },
      async (request, reply) => {
        const [row] = await db
          .select()
          .from(downloadFiles)
          .where(eq(downloadFiles.id, request.params.fileId));
        const def = row ? downloadDef(row.fileKey) : undefined;
        if (!row || !def) throw notFound('Diese Datei gibt es nicht (mehr).');
        const bytes = await renderDownload(def);
        return reply
          .header('Content-Type', CONTENT_TYPE[row.fileType])
          .header(
            'Content-Disposition',
            disposition(request.query.inline === '1' ? 'inline' : 'attachment', row.fileName),
          )
          .header('Cache-Control', 'private, no-cache')
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      '/news/images/:file',
      { config: { access: { area: 'news' } }, schema: { tags, params: mediaFileParam('svg') } },
      async (request, reply) => {
        const def = newsDef(request.params.file.slice(0, -4));
        if (!def) throw notFound('Dieses Bild gibt es nicht.');
        return reply
          .header('Content-Type', 'image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'private, max-age=86400')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderNewsImage(def));
      },
    );

    app.get(
      '/videos/:file',
      {
        config: { access: { area: 'video' } },
        schema: {
          tags,
          params: mediaFileParam('(webm|vtt)'),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const vtt = file.endsWith('.vtt');
        const def = videoDef(file.slice(0, vtt ? -4 : -5));
        if (!def) throw notFound('Dieses Video gibt es nicht.');
        if (vtt) {
          return reply
            .header('Content-Type', 'text/vtt; charset=utf-8')
            .header('Cache-Control', 'private, max-age=3600')
            .send(renderCaptions(def));
        }
        const bytes = await readVideo(def);
        const size = bytes.length;
        reply
          .header('Content-Type', 'video/webm')
          .header('Accept-Ranges', 'bytes')
          .header('Cache-Control', 'private, max-age=3600');
        const header = request.headers.range;
        if (header === undefined) return reply.header('Content-Length', size).send(bytes);
        const range = parseRange(header, size);
        if (!range || range.start > range.end || range.start >= size) {
          reply.header('Content-Range', `bytes */${size}`);
          throw new ApiError(
            416,
            ERROR_CODE.validation,
            'Dieser Bereich liegt außerhalb des Videos.',
          );
        }
        return reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(bytes.subarray(range.start, range.end + 1));
      },
    );
  };
