import { Fragment, type ReactNode } from 'react';
import { parseInlineMarkup, type InlineNode } from './inlineMarkup';

const renderNodes = (nodes: InlineNode[]): ReactNode[] =>
  nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'bold':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'italic':
        return <em key={index}>{renderNodes(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} className="underline underline-offset-2">
            {renderNodes(node.children)}
          </a>
        );
    }
  });

/** Editor.js inline text (bold, italic, links, line breaks) as React elements; nothing else survives. */
export function InlineContent({ markup }: { markup: unknown }) {
  return <>{renderNodes(parseInlineMarkup(markup))}</>;
}
