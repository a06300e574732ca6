import { createHash } from 'node:crypto';
import type { UiLanguage } from '@salon/ui';
import { pageTextsFor } from './pageTexts';

interface TextsFile {
  body: string;
  hash: string;
}

const files = new Map<UiLanguage, TextsFile>();

/** One language's texts as the JSON the browser downloads, and its content hash (built once per process). */
export function pageTextsFile(language: UiLanguage): TextsFile {
  let file = files.get(language);
  if (!file) {
    const body = JSON.stringify(pageTextsFor(language));
    files.set(language, (file = { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) }));
  }
  return file;
}

/** Content-addressed, so the file is cached for a year and a new deploy's texts get a new address. */
export function pageTextsHref(language: UiLanguage): string {
  return `/texts/${language}.${pageTextsFile(language).hash}.json`;
}
