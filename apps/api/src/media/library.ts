import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPE, IMAGE_WIDTHS, MEDIA_LIBRARY_ROUTE, MEDIA_UPLOAD_MAX_BYTES, RESIZED_IMAGE_MIME_TYPES, type ImageMimeType } from '@salon/domain';
import type { MediaVariant } from '../db/schema';

/** Largest accepted upload (bytes, the domain's); larger files are refused with 413. */
export const MAX_UPLOAD_BYTES = MEDIA_UPLOAD_MAX_BYTES;
/** Longest sanitised file name (without the unique prefix). */
const MAX_NAME_CHARS = 100;
/** Bytes read to recognise SVG text (XML prolog, comments, doctype before <svg). */
const SVG_SNIFF_BYTES = 4096;

/** Quality of every WebP the API writes: the library's width copies and the drawn product pictures. */
export const WEBP_QUALITY = 82;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the file's own bytes show (magic numbers), or null for anything we do not accept. */
export function detectMimeType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return IMAGE_MIME_TYPE.PDF;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_MIME_TYPE.PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_MIME_TYPE.JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return IMAGE_MIME_TYPE.GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return IMAGE_MIME_TYPE.WEBP;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return IMAGE_MIME_TYPE.TIFF;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_SNIFF_BYTES)).replace(/^\uFEFF/, '');
  // XML prolog, comments and a doctype may come before the root element.
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  if (/^<svg[\s>]/i.test(rest)) return IMAGE_MIME_TYPE.SVG;
  return null;
}

export function extensionOf(name: string): string {
  const base = path.basename(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The declared type: the part's Content-Type, or the extension's when the browser sent none. */
export function declaredMimeType(contentType: string, name: string): ImageMimeType | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return (Object.keys(IMAGE_EXTENSIONS) as ImageMimeType[]).find((known) => known === type) ?? null;
  const extension = extensionOf(name);
  return (Object.entries(IMAGE_EXTENSIONS) as [ImageMimeType, readonly string[]][]).find(([, extensions]) => extensions.includes(extension))?.[0] ?? null;
}

/**
 * A safe file name: no folders, diacritics folded, only [a-z0-9._-], no leading dots, at most
 * MAX_NAME_CHARS, and the extension of the detected type.
 */
export function sanitiseFileName(name: string, mimeType: ImageMimeType): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const extension = extensionOf(base);
  const allowed = IMAGE_EXTENSIONS[mimeType];
  const stem = (allowed.includes(extension) ? base.slice(0, -(extension.length + 1)) : base)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_NAME_CHARS - 6);
  return `${stem || 'file'}.${allowed.includes(extension) ? extension : allowed[0]}`;
}

export interface StoredMedia {
  storedName: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
}

/**
 * Writes the original under a unique name and, for raster images, WebP copies at the
 * IMAGE_WIDTHS narrower than the original (sharp; never enlarged).
 */
export async function storeMedia(mediaDir: string, bytes: Uint8Array, mimeType: ImageMimeType, safeName: string): Promise<StoredMedia> {
  await fs.mkdir(mediaDir, { recursive: true });
  const prefix = randomUUID();
  const storedName = `${prefix}-${safeName}`;
  await fs.writeFile(path.join(mediaDir, storedName), bytes);
  if (!RESIZED_IMAGE_MIME_TYPES.includes(mimeType)) return { storedName, width: null, height: null, variants: [] };
  const image = sharp(bytes, { animated: false, limitInputPixels: 100_000_000 });
  const metadata = await image.metadata();
  const width = metadata.width ?? null;
  const height = metadata.height ?? null;
  const variants: MediaVariant[] = [];
  for (const target of IMAGE_WIDTHS) {
    if (width !== null && target > width) continue;
    const file = `${prefix}-${target}w.webp`;
    const info = await sharp(bytes, { animated: false }).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toFile(path.join(mediaDir, file));
    variants.push({ width: info.width, height: info.height, file, mime_type: IMAGE_MIME_TYPE.WEBP });
  }
  return { storedName, width, height, variants };
}

export async function removeMedia(mediaDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => fs.rm(path.join(mediaDir, path.basename(name)), { force: true })));
}

export const mediaUrl = (file: string) => `${MEDIA_LIBRARY_ROUTE}/${file}`;
