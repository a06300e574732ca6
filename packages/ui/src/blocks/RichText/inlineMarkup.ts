import { softHyphen, safeHref } from '@salon/domain';

/** Inline content of an Editor.js text: plain text and the few marks we keep. */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'bold' | 'italic'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

type MarkType = 'bold' | 'italic' | 'link' | 'ignored';

const MARK_BY_TAG: Record<string, 'bold' | 'italic' | 'link'> = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', a: 'link' };
/** Tags whose content is code or styling, never text: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math']);
const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->/g;
const HREF_ATTRIBUTE = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

interface Frame {
  type: MarkType;
  tag: string;
  href?: string;
  children: InlineNode[];
}

/**
 * Parses the inline HTML Editor.js stores (<b>, <i>, <a href>, <br>) into a tree. Any other
 * tag is dropped and its text kept, except script-like tags whose content goes too; links keep
 * only an http(s), mailto or relative href and lose every other attribute. The output is data,
 * rendered as React text, so nothing in it can run.
 */
export function parseInlineMarkup(input: unknown): InlineNode[] {
  if (typeof input !== 'string' || input === '') return [];
  const root: Frame = { type: 'ignored', tag: '#root', children: [] };
  const stack: Frame[] = [root];
  let droppedTag: string | null = null;
  let cursor = 0;

  const current = () => stack[stack.length - 1] ?? root;
  const pushText = (raw: string) => {
    if (droppedTag !== null || raw === '') return;
    const text = softHyphen(decodeEntities(raw));
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.text += text;
    else siblings.push({ type: 'text', text });
  };
  const closeFrame = (frame: Frame) => {
    const parent = current();
    if (frame.type === 'link') {
      if (frame.href) parent.children.push({ type: 'link', href: frame.href, children: frame.children });
      else parent.children.push(...frame.children);
    } else if (frame.type === 'bold' || frame.type === 'italic') {
      parent.children.push({ type: frame.type, children: frame.children });
    } else parent.children.push(...frame.children);
  };

  for (const match of input.matchAll(TAG)) {
    pushText(input.slice(cursor, match.index));
    cursor = match.index + match[0].length;
    const tagName = match[2]?.toLowerCase();
    if (!tagName) continue; // a comment
    const closing = match[1] === '/';
    if (droppedTag !== null) {
      if (closing && tagName === droppedTag) droppedTag = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tagName)) {
      const selfClosing = /\/\s*$/.test(match[3] ?? '');
      if (!closing && !selfClosing) droppedTag = tagName;
      continue;
    }
    if (tagName === 'br' && !closing) {
      current().children.push({ type: 'break' });
      continue;
    }
    const mark = MARK_BY_TAG[tagName];
    if (!mark) continue;
    if (!closing) {
      const frame: Frame = { type: mark, tag: tagName, children: [] };
      if (mark === 'link') {
        const attribute = HREF_ATTRIBUTE.exec(match[3] ?? '');
        const href = safeHref(decodeEntities(attribute?.[1] ?? attribute?.[2] ?? attribute?.[3] ?? ''));
        if (href) frame.href = href;
      }
      stack.push(frame);
      continue;
    }
    // Close the nearest open frame of this tag, closing anything opened inside it first.
    const openIndex = stack.map((frame) => frame.tag).lastIndexOf(tagName);
    if (openIndex <= 0) continue;
    while (stack.length > openIndex) {
      const frame = stack.pop();
      if (frame) closeFrame(frame);
    }
  }
  pushText(input.slice(cursor));
  while (stack.length > 1) {
    const frame = stack.pop();
    if (frame) closeFrame(frame);
  }
  return root.children;
}

/** The visible text of inline markup, for alt texts and titles. */
export function inlineText(input: unknown): string {
  const collect = (nodes: InlineNode[]): string =>
    nodes
      .map((node) => (node.type === 'text' ? node.text : node.type === 'break' ? ' ' : collect(node.children)))
      .join('');
  return collect(parseInlineMarkup(input));
}
