import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { FILE_KIND } from '@salon/domain';
import { createdAt } from './columns';
import { users } from './access';

/** A resized copy of an uploaded image. */
export interface MediaVariant {
  width: number;
  height: number;
  /** File name inside the media folder. */
  file: string;
  mime_type: string;
}

/** The media library (images) and documents: metadata here, bytes in API_DATA_DIR/media. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    kind: text('kind', { enum: [FILE_KIND.IMAGES, FILE_KIND.DOCUMENTS] }).notNull(),
    /** Document type (FILE_TYPE: manual 2, general 11); null for images. */
    fileType: integer('file_type'),
    title: text('title').notNull().default(''),
    /** The sanitised upload name shown to editors. */
    originalName: text('original_name').notNull(),
    /** Unique file name inside the media folder. */
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('media_files_kind_idx').on(table.kind, table.createdAt)],
);
