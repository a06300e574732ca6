import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UiI18nProvider } from '../../i18n';
import { ModalWrapper } from './ModalWrapper';

const render = (inPlace: boolean) =>
  renderToString(
    <UiI18nProvider language="en">
      <ModalWrapper open onClose={() => {}} title="Delivery country and language" preventClose inPlace={inPlace}>
        <p>Choose a country.</p>
      </ModalWrapper>
    </UiI18nProvider>,
  );

// A portal renders nothing on the server: only a modal rendered in place can arrive with the page.
describe('ModalWrapper on the server', () => {
  it('renders an open in-place modal into the HTML', () => {
    const html = render(true);
    // Named before hydration: Radix links the title only in an effect.
    expect(html).toMatch(/role="dialog"[^>]*aria-label="Delivery country and language"/);
    expect(html).toContain('data-testid="modal-backdrop"');
  });
  it('renders nothing for a modal in a portal', () => {
    expect(render(false)).not.toContain('role="dialog"');
  });
});
