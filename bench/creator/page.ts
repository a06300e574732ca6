/**
 * The bench's pages, built through the administrator API the way the creator writes them
 * (components-tree, one transaction per call), so the editor loads what a real admin would.
 */
import type { Page } from 'playwright-core';
import { BLOCK_NAME as B } from '@salon/domain';

const CREATOR_ADMIN = '/api/v1/creator/administrator';
/** The API takes at most 200 blocks per components-tree call (COMPONENT_TREE_MAX_NODES). */
const BATCH_NODES = 200;

interface TreeNode {
  name: string;
  props: Record<string, unknown>;
  slot: 'default';
  children: TreeNode[];
}
interface CreatedComponent {
  uuid: string;
  name: string;
  parent_uuid: string | null;
}
export interface BenchPage {
  route: string;
  scheme: string;
  /** Top-level blocks in page order. */
  topLevel: CreatedComponent[];
  total: number;
}

const node = (name: string, props: Record<string, unknown>, children: TreeNode[] = []): TreeNode => ({ name, props, slot: 'default', children });
const paragraph = (n: number) => [{ type: 'paragraph', data: { text: `Part ${n}: gentle cleansing, deep conditioning and heat protection.` } }];

/**
 * A page of exactly `size` blocks, nested as the composition rules allow: repeating title text,
 * spacer, line and a content wrapper holding three dynamic texts (the only block a wrapper takes).
 * 500 blocks come out as 287 top-level ones, the shape of the page (500, 278 top-level).
 */
function pageTree(size: number): TreeNode[] {
  const top: TreeNode[] = [];
  let count = 0;
  for (let i = 0; count < size; i++) {
    const n = count + 1;
    const kind = i % 4;
    if (kind === 3 && size - count >= 4) {
      top.push(node(B.CONTENT_WRAPPER, { width: 'narrow' }, [1, 2, 3].map((k) => node(B.CONTENT_DYNAMIC_TEXT, { content: paragraph(n + k) }))));
      count += 4;
      continue;
    }
    if (kind === 1) top.push(node(B.SPACER, { height: 16 + (n % 4) * 8 }));
    else if (kind === 2) top.push(node(B.HORIZONTAL_LINE, { spacing: 'medium' }));
    else top.push(node(B.EXCERPT_TITLE_TEXT, { title: `Block ${n}: spring hair care`, description: `Fresh routines for the new season, part ${n}.` }));
    count += 1;
  }
  return top;
}

const countNodes = (nodes: readonly TreeNode[]): number => nodes.reduce((sum, one) => sum + 1 + countNodes(one.children), 0);

/** A same-origin JSON call from inside the page: the storefront's /api proxy signs it as it does the creator's own. */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    },
    { method, url: `${CREATOR_ADMIN}${path}`, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 500)}`);
  return JSON.parse(answer.text) as T;
}

/** Creates a campaign route, an English scheme and its `size` blocks; `page` must be signed in as an admin, on the storefront. */
export async function createBenchPage(page: Page, size: number, stamp: string): Promise<BenchPage> {
  const route = await call<{ uuid: string }>(page, 'POST', '/routes/', { type: 'CAMPAIGN', name: `Creator bench ${size} ${stamp}` });
  const scheme = await call<{ uuid: string }>(page, 'POST', '/schemes-v2/', { route_uuid: route.uuid, language: 'en', path: `/campaigns/creator-bench-${size}-${stamp}` });
  const tree = pageTree(size);
  const topLevel: CreatedComponent[] = [];
  let total = 0;
  // Whole top-level subtrees per call, appended after the previous call's blocks.
  for (let start = 0; start < tree.length; ) {
    const batch: TreeNode[] = [];
    let nodes = 0;
    while (start < tree.length && nodes + countNodes([tree[start]!]) <= BATCH_NODES) {
      nodes += countNodes([tree[start]!]);
      batch.push(tree[start++]!);
    }
    const created = await call<{ components: CreatedComponent[] }>(page, 'POST', '/components-tree/', { scheme_uuid: scheme.uuid, parent_uuid: null, tree: batch });
    topLevel.push(...created.components.filter((component) => component.parent_uuid === null));
    total += created.components.length;
  }
  return { route: route.uuid, scheme: scheme.uuid, topLevel, total };
}
