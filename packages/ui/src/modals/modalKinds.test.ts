import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODAL_KINDS, type ModalKind } from '@salon/domain';

const modalsDir = path.dirname(fileURLToPath(import.meta.url));

/** cart -> CartModal: each kind of the spec has a component folder of that name. */
const modalFolder = (kind: ModalKind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Modal`;

describe('every modal kind of the spec has a component with stories', () => {
  it('lists the 22 kinds named in storefront.md section 2', () => {
    expect(MODAL_KINDS).toHaveLength(22);
  });

  it.each(MODAL_KINDS.map((kind) => [kind, modalFolder(kind)]))('%s -> %s has a .stories.tsx file', (_kind, folder) => {
    const dir = path.join(modalsDir, folder);
    expect(existsSync(dir), `${folder}/ is missing`).toBe(true);
    expect(readdirSync(dir).some((file) => file.endsWith('.stories.tsx')), `${folder} has no stories`).toBe(true);
  });

  it('has stories for the shared ModalWrapper', () => {
    expect(existsSync(path.join(modalsDir, 'ModalWrapper', 'ModalWrapper.stories.tsx'))).toBe(true);
  });
});
