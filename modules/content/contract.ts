// Wholesaler content (issue 15): the downloads (forms, price lists, product information, terms,
// training material), the news with their pictures and each user's read state, and the video
// library. The same content for every user with the area's role; only the read state is the
// user's own. The server half: modules/content/server/sync.ts; the files, pictures, videos and
// captions: modules/content/server/routes.ts; the demo content: modules/content/server/seed.ts.
import { z } from 'zod';
import { id, isoDay, LOCAL_VERSION, version } from '../../src/api/fields';
import {
  defineModule,
  defineMutation,
  type Collections,
  userCollection,
} from '../../src/api/module';
import { contentDe } from './texts.de';

export const DOWNLOAD_CATEGORIES = [
  'forms',
  'priceLists',
  'productInfo',
  'terms',
  'training',
] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

export const FILE_TYPES = ['pdf', 'csv'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const DownloadRow = z.object({
  id,
  category: z.enum(DOWNLOAD_CATEGORIES),
  title: z.string(),
  description: z.string(),
  /** The name the file is saved under ('Retourenformular.pdf'). */
  fileName: z.string(),
  fileType: z.enum(FILE_TYPES),
  sizeBytes: z.number().int(),
  /** The day the file was published or last revised. */
  day: isoDay,
  version,
});
export type DownloadRow = z.infer<typeof DownloadRow>;

/** A picture's or video's key in its URL: lower-case letters, digits and hyphens. */
export const mediaKey = z.string().regex(/^[a-z0-9-]{1,60}$/);

export const NewsArticleRow = z.object({
  id,
  day: isoDay,
  title: z.string(),
  teaser: z.string(),
  /** The text as plain paragraphs (no HTML: nothing to sanitize, nothing to inject). */
  paragraphs: z.array(z.string()),
  imageKey: mediaKey,
  imageAlt: z.string(),
  version,
});
export type NewsArticleRow = z.infer<typeof NewsArticleRow>;

/** The user's read state of one article (id: the article's id); no row means unread. */
export const NewsReadRow = z.object({ id, read: z.boolean(), version });
export type NewsReadRow = z.infer<typeof NewsReadRow>;

export const VIDEO_CATEGORIES = ['portal', 'products', 'pharmacy'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

export const VideoRow = z.object({
  id,
  category: z.enum(VIDEO_CATEGORIES),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number().int(),
  fileKey: mediaKey,
  day: isoDay,
  version,
});
export type VideoRow = z.infer<typeof VideoRow>;

const C = {
  // The wholesaler's files: the same for every user, whatever the delivery customer.
  downloads: userCollection(DownloadRow, 'downloads', {
    indexes: ['category', 'day'],
    pageMax: 500,
  }),
  newsArticles: userCollection(NewsArticleRow, 'news', { indexes: ['day'], pageMax: 200 }),
  newsReads: userCollection(NewsReadRow, 'news', { indexes: [], pageMax: 1000 }),
  videos: userCollection(VideoRow, 'video', { indexes: ['category'], pageMax: 200 }),
} as const satisfies Collections;

/** Marks an article read (opened) or unread again ('Als ungelesen markieren'). */
export const newsSetRead = defineMutation(C, {
  name: 'news.setRead',
  v: 1,
  area: 'news',
  args: z.strictObject({ articleId: id, read: z.boolean() }),
  tables: ['newsReads'],
  describe: (args, lookup) =>
    contentDe.news.describe(args.read, lookup('newsArticles', args.articleId)?.title),
  async local({ db }, { articleId, read }) {
    await db.newsReads.put({ id: articleId, read, version: LOCAL_VERSION });
  },
});

export const contentModule = defineModule({
  name: 'content',
  collections: C,
  mutations: [newsSetRead],
});

export const downloadFilePath = (fileId: string) => `/downloads/${fileId}/file`;
export const newsImagePath = (key: string) => `/news/images/${key}.svg`;
export const videoFilePath = (key: string) => `/videos/${key}.webm`;
export const videoCaptionsPath = (key: string) => `/videos/${key}.vtt`;

export const DownloadFileParams = z.strictObject({ fileId: id });
export const DownloadFileQuery = z.strictObject({ inline: z.literal('1').optional() });
/** ':file' of the picture and video routes: the key with its extension. */
export const mediaFileParam = (ext: string) =>
  z.strictObject({ file: z.string().regex(new RegExp(`^[a-z0-9-]{1,60}\\.${ext}$`)) });
