import type { TextTree, Translator } from '@salon/domain';
import type { UiLanguage } from '../../i18n/defineNamespace';
import { blockFields } from '../../i18n/namespaces/admin/blockFields';
import { blockNames } from '../../i18n/namespaces/admin/blockNames';

/**
 * Adds the editors' names of blocks and their fields (`blockNames`, `blockFields`) to a shopper
 * page's texts. Shopper pages carry only shopper namespaces; a route admin who switches on
 * in-place editing loads this with the editing code, so the editable texts are announced as
 * "Edit Title of Subheading", never by their code names. Adding keys changes no text a shopper
 * component shows.
 */
export function addBlockEditorTexts(instance: Translator): void {
  const language = instance.language as UiLanguage;
  if (instance.exists('blockNames.ContentHead')) return;
  instance.addTexts({ blockNames: blockNames[language], blockFields: blockFields[language] } as TextTree);
}
