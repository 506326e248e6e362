// The wholesaler's content's tables (modules/content/contract.ts): downloads, news and videos written
// by the seed, and each user's news reads. Named by its server/index.ts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import type { DownloadCategory, FileType, VideoCategory } from '../contract.ts';

/**
 * The wholesaler's downloadable files (modules/content/contract.ts): the metadata; the bytes are made from
 * `file_key` on request (modules/content/server/files.ts), so `size_bytes` is what they come to.
 */
export const downloadFiles = pgTable(
  'download_files',
  {
    id: column.id(),
    fileKey: text('file_key').notNull(),
    category: text('category').$type<DownloadCategory>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<FileType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    day: text('day').notNull(),
    version: column.version(),
  },
  (t) => [
    index('download_files_version_idx').on(t.version),
    uniqueIndex('download_files_key_idx').on(t.fileKey),
  ],
);

/** The wholesaler's news, plain-text paragraphs and a picture made from `image_key`. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: column.id(),
    day: text('day').notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    imageKey: text('image_key').notNull(),
    imageAlt: text('image_alt').notNull(),
    version: column.version(),
  },
  (t) => [index('news_articles_version_idx').on(t.version)],
);

/** A user's read state of one article; no row is unread. */
export const newsReads = pgTable(
  'news_reads',
  {
    userId: column.user(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull(),
    changedAt: column.timestamptz('changed_at').notNull(),
    version: column.version(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('news_reads_user_version_idx').on(t.userId, t.version),
  ],
);

/** The video library; the files are modules/content/server/assets/<file_key>.webm. */
export const videos = pgTable(
  'videos',
  {
    id: column.id(),
    fileKey: text('file_key').notNull(),
    category: text('category').$type<VideoCategory>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    day: text('day').notNull(),
    version: column.version(),
  },
  (t) => [index('videos_version_idx').on(t.version), uniqueIndex('videos_key_idx').on(t.fileKey)],
);
