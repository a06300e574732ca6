import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { FILE_KIND, FILE_TYPE, IMAGE_EXTENSIONS, IMAGE_WIDTH_PARAM, PERMISSION_FLAG, RESIZED_IMAGE_MIME_TYPES, type FileKind, type PermissionFlag } from '@salon/domain';
import type { AppEnv } from '../../../context';
import { mediaFiles } from '../../../db/schema';
import { ApiError, badRequest, notFound } from '../../../lib/errors';
import { readMultipart } from '../../../lib/multipart';
import { idParam, readParams, readQuery } from '../../../lib/validate';
import { adminUser, requirePermission } from '../../../middleware/adminAccess';
import { ADMIN_LIST, adminListQuerySchema, listPage, offsetOf, orderBy } from '../../../services/adminList';
import { adminListPage } from '../../../responses/adminList';
import { AUDIT_ACTION, recordAudit } from '../../../services/audit';
import {
  MAX_UPLOAD_BYTES,
  declaredMimeType,
  detectMimeType,
  extensionOf,
  mediaUrl,
  removeMedia,
  sanitiseFileName,
  storeMedia,
} from '../../../media/library';
import { svgHasActiveContent } from '../../../media/svgSafety';
import { requestedImageWidth } from '../../../media/imageWidth';
import { operations, type OperationDoc } from '../../../openapi/registry';

const MEDIA_ERROR_CODE = {
  FILE_NOT_FOUND: 'FILE_NOT_FOUND',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE_MISMATCH: 'FILE_TYPE_MISMATCH',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
} as const;
/** Room for the multipart envelope and the other form fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_TITLE_CHARS = 300;

type MediaRow = typeof mediaFiles.$inferSelect;

const serializeMedia = (row: MediaRow) => ({
  id: row.id,
  uuid: row.uuid,
  kind: row.kind,
  file_type: row.fileType,
  title: row.title,
  original_name: row.originalName,
  mime_type: row.mimeType,
  size_bytes: row.sizeBytes,
  width: row.width,
  height: row.height,
  url: mediaUrl(row.storedName),
  variants: row.variants.map((variant) => ({ width: variant.width, height: variant.height, mime_type: variant.mime_type, url: mediaUrl(variant.file) })),
  uploaded_by: row.uploadedBy,
  created_at: row.createdAt.toISOString(),
});

const mediaFileResponse = z
  .object({
    id: z.number().int(),
    uuid: z.guid(),
    kind: z.enum(FILE_KIND),
    /** 2 manual, 11 general; null for images. */
    file_type: z.number().int().nullable(),
    title: z.string(),
    original_name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    url: z.string(),
    /** Smaller WebP copies of an image, for srcset. */
    variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), mime_type: z.string(), url: z.string() })),
    uploaded_by: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'MediaFile' });

const fileTypeSchema = z.coerce
  .number({ error: 'Must be 2 (manual) or 11 (general).' })
  .int()
  .refine((value) => value === FILE_TYPE.MANUAL || value === FILE_TYPE.GENERAL, 'Must be 2 (manual) or 11 (general).');
const searchQuery = z.object({
  ...adminListQuerySchema.shape,
  kind: z.enum(FILE_KIND, { error: 'Must be images or documents.' }).optional(),
  mime_type: z.string().optional(),
  file_type: fileTypeSchema.optional(),
});
const idParams = z.object({ id: idParam });
/**
 * The upload form for the docs only: the handler reads multipart fields one by one (a File is
 * not JSON), with parseKind / parseFileType / fileTypeSchema below and the same limits.
 */
const uploadForm = z.object({
  file: z.file().max(MAX_UPLOAD_BYTES),
  kind: z.enum(FILE_KIND).optional(),
  file_type: fileTypeSchema.optional(),
  title: z.string().max(MAX_TITLE_CHARS).optional(),
});

interface Area {
  path: string;
  permission: PermissionFlag;
  list: typeof ADMIN_LIST.FILES | typeof ADMIN_LIST.DOCUMENTS;
  defaultKind: FileKind;
}

const MEDIA_AREAS: Area[] = [
  { path: '/administrator/files', permission: PERMISSION_FLAG.IS_FILES_ADMIN, list: ADMIN_LIST.FILES, defaultKind: FILE_KIND.IMAGES },
  { path: '/administrator/documents', permission: PERMISSION_FLAG.IS_DOCUMENT_ADMIN, list: ADMIN_LIST.DOCUMENTS, defaultKind: FILE_KIND.DOCUMENTS },
];

/** The media library (IS_FILES_ADMIN) and documents (IS_DOCUMENT_ADMIN): search, upload, read, delete. */
/** The upload calls (POST {area}/ under /api/v1): they carry files and set their own body limit. */
export const isMediaUpload = (method: string, apiPath: string) => method === 'POST' && MEDIA_AREAS.some((area) => apiPath === `${area.path}/`);

export function adminMediaRoutes() {
  const app = new Hono<AppEnv>();
  for (const area of MEDIA_AREAS) {
    app.use(`${area.path}/*`, requirePermission(area.permission));

    app.get(`${area.path}/`, async (c) => {
      const query = readQuery(c, searchQuery);
      // The documents area serves documents only; the media library any kind (images by default).
      const kind = area.defaultKind === FILE_KIND.DOCUMENTS ? FILE_KIND.DOCUMENTS : (query.kind ?? FILE_KIND.IMAGES);
      const conditions: SQL[] = [eq(mediaFiles.kind, kind)];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        conditions.push(or(ilike(mediaFiles.title, pattern), ilike(mediaFiles.originalName, pattern))!);
      }
      if (query.mime_type) conditions.push(eq(mediaFiles.mimeType, query.mime_type));
      if (query.file_type) conditions.push(eq(mediaFiles.fileType, query.file_type));
      const where = and(...conditions);
      const [counted] = await c.var.db.select({ count: sql<number>`count(*)::int` }).from(mediaFiles).where(where);
      const rows = await c.var.db
        .select()
        .from(mediaFiles)
        .where(where)
        .orderBy(
          ...orderBy(
            area.list,
            query.sort,
            { id: mediaFiles.id, title: mediaFiles.title, original_name: mediaFiles.originalName, mime_type: mediaFiles.mimeType, size_bytes: mediaFiles.sizeBytes, created_at: mediaFiles.createdAt },
            mediaFiles.id,
          ),
        )
        .limit(query.page_size)
        .offset(offsetOf(query));
      return c.json(listPage(area.list, query, counted?.count ?? 0, rows.map(serializeMedia)));
    });

    app.get(`${area.path}/:id/`, async (c) => {
      const { id } = readParams(c, idParams);
      return c.json(serializeMedia(await loadMedia(c, id, area)));
    });

    app.post(
      `${area.path}/`,
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
        onError: () => {
          throw tooLarge();
        },
      }),
      async (c) => {
        const user = adminUser(c);
        const form = await readMultipart(c, { wrongType: 'Send the upload as multipart/form-data.', field: 'file' });
        const file = form.get('file');
        if (!(file instanceof File)) throw badRequest('Attach the file as the multipart field "file".', { file: ['Required.'] });
        if (file.size === 0) throw badRequest('The file is empty.', { file: ['The file is empty.'] });
        if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
        const kind = area.defaultKind === FILE_KIND.DOCUMENTS ? FILE_KIND.DOCUMENTS : parseKind(form.get('kind'));
        const fileType = kind === FILE_KIND.DOCUMENTS ? parseFileType(form.get('file_type')) : null;
        const title = typeof form.get('title') === 'string' ? String(form.get('title')).trim().slice(0, MAX_TITLE_CHARS) : '';

        const bytes = new Uint8Array(await file.arrayBuffer());
        const declared = declaredMimeType(file.type, file.name);
        if (!declared) {
          throw new ApiError(400, MEDIA_ERROR_CODE.UNSUPPORTED_FILE_TYPE, 'This file type is not accepted.', {
            file: [`Accepted types: ${Object.keys(IMAGE_EXTENSIONS).join(', ')}.`],
          });
        }
        const detected = detectMimeType(bytes);
        const extension = extensionOf(file.name);
        if (detected !== declared || (extension !== '' && !IMAGE_EXTENSIONS[declared].includes(extension))) {
          throw new ApiError(400, MEDIA_ERROR_CODE.FILE_TYPE_MISMATCH, 'The file\'s content does not match its declared type.', {
            file: [`Declared ${declared}${extension ? ` (.${extension})` : ''}, but the content is ${detected ?? 'not an accepted type'}.`],
          });
        }
        if (detected === 'image/svg+xml' && svgHasActiveContent(new TextDecoder().decode(bytes))) {
          throw badRequest('SVG files with scripts, event handlers or entities are refused.', { file: ['The SVG carries active content.'] });
        }

        const safeName = sanitiseFileName(file.name, detected);
        let stored;
        try {
          stored = await storeMedia(c.var.config.mediaDir, bytes, detected, safeName);
        } catch (error) {
          if (error instanceof Error && /unsupported image format|Input buffer|corrupt|bad seek/i.test(error.message)) {
            throw badRequest('The image could not be read.', { file: ['The image is damaged or truncated.'] });
          }
          throw error;
        }
        try {
          const row = await c.var.db.transaction(async (tx) => {
            const [created] = await tx
              .insert(mediaFiles)
              .values({
                kind,
                fileType,
                title: title || safeName,
                originalName: safeName,
                storedName: stored.storedName,
                mimeType: detected,
                sizeBytes: bytes.byteLength,
                width: stored.width,
                height: stored.height,
                variants: stored.variants,
                uploadedBy: user.id,
              })
              .returning();
            await recordAudit(tx, user, AUDIT_ACTION.UPLOAD, 'media_file', created!.id, { kind, file_type: fileType, name: safeName, mime_type: detected, size_bytes: bytes.byteLength });
            return created!;
          });
          return c.json(serializeMedia(row), 201);
        } catch (error) {
          await removeMedia(c.var.config.mediaDir, [stored.storedName, ...stored.variants.map((variant) => variant.file)]);
          throw error;
        }
      },
    );

    app.delete(`${area.path}/:id/`, async (c) => {
      const user = adminUser(c);
      const { id } = readParams(c, idParams);
      const row = await c.var.db.transaction(async (tx) => {
        const existing = await loadMedia(c, id, area, tx);
        await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
        await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'media_file', id, { name: existing.originalName });
        return existing;
      });
      await removeMedia(c.var.config.mediaDir, [row.storedName, ...row.variants.map((variant) => variant.file)]);
      return c.body(null, 204);
    });
  }
  return app;
}

const tooLarge = () =>
  new ApiError(413, MEDIA_ERROR_CODE.FILE_TOO_LARGE, `Files may be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`, {
    file: [`At most ${MAX_UPLOAD_BYTES} bytes.`],
  });


function parseKind(value: string | File | null): FileKind {
  if (value === null || value === '') return FILE_KIND.IMAGES;
  if (value === FILE_KIND.IMAGES || value === FILE_KIND.DOCUMENTS) return value;
  throw badRequest('Unknown kind.', { kind: ['Must be images or documents.'] });
}

function parseFileType(value: string | File | null): number {
  if (value === null || value === '') return FILE_TYPE.GENERAL;
  const parsed = fileTypeSchema.safeParse(value);
  if (!parsed.success) throw badRequest('Unknown document type.', { file_type: ['Must be 2 (manual) or 11 (general).'] });
  return parsed.data;
}

async function loadMedia(c: Context<AppEnv>, id: number, area: Area, db: Pick<AppEnv['Variables']['db'], 'select'> = c.var.db): Promise<MediaRow> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  const inArea = row && (area.defaultKind === FILE_KIND.DOCUMENTS ? row.kind === FILE_KIND.DOCUMENTS : true);
  if (!row || !inArea) throw notFound(MEDIA_ERROR_CODE.FILE_NOT_FOUND, 'File not found.');
  return row;
}

/** Cached for a year: stored names are unique and never rewritten. */
const LIBRARY_CACHE_SECONDS = 31_536_000;
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The unique prefix storeMedia gives an original and its WebP copies (a UUID). */
const STORED_PREFIX = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-/;

/** Public GET /media/library/{file}[?w=480|860|1200|1920]: the stored bytes, never a path outside the media folder. */
export function mediaLibraryFileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:file', async (c) => {
    const name = c.req.param('file');
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(name) || name.includes('..')) throw notFound(MEDIA_ERROR_CODE.FILE_NOT_FOUND, 'No such file.');
    let type = CONTENT_TYPES[extensionOf(name)];
    if (!type) throw notFound(MEDIA_ERROR_CODE.FILE_NOT_FOUND, 'No such file.');
    const width = requestedImageWidth(c.req.query(IMAGE_WIDTH_PARAM));
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(c.var.config.mediaDir, name));
    } catch {
      throw notFound(MEDIA_ERROR_CODE.FILE_NOT_FOUND, 'No such file.');
    }
    // imageSrcSet's ?w= candidates: the WebP copy storeMedia wrote at that width, or the original
    // when the image is narrower than that (copies are never enlarged) or is not a raster image.
    const prefix = STORED_PREFIX.exec(name)?.[1];
    if (width !== undefined && prefix && RESIZED_IMAGE_MIME_TYPES.includes(type)) {
      const copy = await fs.readFile(path.join(c.var.config.mediaDir, `${prefix}-${width}w.webp`)).catch(() => null);
      if (copy) [bytes, type] = [copy, CONTENT_TYPES.webp!];
    }
    c.header('Content-Type', type);
    c.header('Cache-Control', `public, max-age=${LIBRARY_CACHE_SECONDS}, immutable`);
    c.header('X-Content-Type-Options', 'nosniff');
    // SVGs are documents: keep any script they might carry from running on our origin.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    return c.body(new Uint8Array(bytes));
  });
  return app;
}

export const adminMediaDocs = operations(
  MEDIA_AREAS.flatMap((area): OperationDoc[] => {
    const what = area.defaultKind === FILE_KIND.DOCUMENTS ? 'document' : 'media library file';
    const common = { tag: 'media library', auth: { permission: area.permission } } as const;
    return [
      { method: 'get', path: `${area.path}/`, summary: `Search ${what}s (admin list)`, query: searchQuery, response: { status: 200, description: 'Admin list page of files.', schema: adminListPage(mediaFileResponse) }, ...common },
      { method: 'get', path: `${area.path}/:id/`, summary: `One ${what}`, params: idParams, response: { status: 200, description: 'The file with its variants.', schema: mediaFileResponse }, errors: [404], ...common },
      {
        method: 'post',
        path: `${area.path}/`,
        summary: `Upload a ${what}`,
        body: uploadForm,
        bodyContentType: 'multipart/form-data',
        response: { status: 201, description: 'The stored file.', schema: mediaFileResponse },
        errors: [413],
        description: `At most ${MAX_UPLOAD_BYTES} bytes; the content must match the declared type; SVGs with active content are refused.`,
        ...common,
      },
      { method: 'delete', path: `${area.path}/:id/`, summary: `Delete a ${what}`, params: idParams, response: { status: 204, description: 'Deleted.' }, errors: [404], ...common },
    ];
  }),
);

export const mediaLibraryFileDocs = operations([
  {
    method: 'get',
    path: '/:file',
    summary: 'A stored media library file (sandboxed CSP)',
    tag: 'media',
    auth: 'public',
    description: 'With `?w=480|860|1200|1920` a raster image answers its WebP copy of that width, or the original when it is narrower than that.',
    response: { status: 200, description: 'The file bytes.', contentType: 'application/octet-stream' },
    errors: [400, 404],
  },
]);
