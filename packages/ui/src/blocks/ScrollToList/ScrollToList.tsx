import { scrollToListSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { anchorId, scrollToAnchor } from '../core/scrollToAnchor';

export interface ScrollToLink {
  label: string;
  id: string;
}

/** One link per line, "Label | anchorId"; lines without both parts are skipped. */
export const parseScrollToLinks = (text: string): ScrollToLink[] =>
  text
    .split('\n')
    .map((line) => line.split('|'))
    .map(([label = '', target = '']) => ({ label: label.trim(), id: anchorId(target) }))
    .filter((link) => link.label !== '' && link.id !== '');

export const scrollToListBlock = defineBlock(scrollToListSpec, {
  render: function ScrollToList({ props }) {
    const { t } = useTranslation();
    const links = parseScrollToLinks(props.links);
    if (links.length === 0) return null;
    const title = props.title || t('blocks.tableOfContents.title');
    return (
      <nav aria-label={title}>
        {props.title ? <h2 className="mb-2 text-h3">{props.title}</h2> : null}
        <ol className="list-decimal space-y-1 pl-6">
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} onClick={(event) => scrollToAnchor(event, link.id)} className="underline underline-offset-2">
                {link.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    );
  },
});
