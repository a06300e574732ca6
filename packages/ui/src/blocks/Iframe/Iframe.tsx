import { IFRAME_SANDBOX, iframeSpec, safeFrameSrc } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { isEditingMode } from '../core/context';
import { defineBlock } from '../core/defineBlock';

export const iframeBlock = defineBlock(iframeSpec, {
  render: function Iframe({ props, context }) {
    const { t } = useTranslation();
    const src = safeFrameSrc(props.path);
    if (context.mode === 'edit') {
      if (!src) {
        return (
          <div className="grid min-h-40 place-items-center rounded border-2 border-dashed border-brand-line p-6 text-center text-brand-muted">
            {t('blocks.iframe.placeholder')}
          </div>
        );
      }
    }
    if (!src) return null;
    return (
      <iframe
        id={props.uniqueId || undefined}
        src={src}
        title={t('blocks.iframe.title')}
        sandbox={IFRAME_SANDBOX}
        loading={isEditingMode(context.mode) ? 'eager' : 'lazy'}
        className="min-h-[600px] w-full border-0"
      />
    );
  },
});
