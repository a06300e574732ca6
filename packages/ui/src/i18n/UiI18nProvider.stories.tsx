import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from './useTranslation';
import { expect, userEvent, within } from 'storybook/test';
import { UI_LANGUAGES, type UiLanguage } from './defineNamespace';
import { UiI18nProvider } from './UiI18nProvider';
import { Button } from '../primitives/Button';

/** Texts from three namespaces, one with interpolation, as components read them. */
function TranslatedSample({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <dl lang={i18n.language} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body">
      <dt className="font-semibold">common.loading</dt>
      <dd data-testid="loading">{t('common.loading')}</dd>
      <dt className="font-semibold">navbar.cart</dt>
      <dd data-testid="cart">{t('navbar.cart', { count })}</dd>
      <dt className="font-semibold">modalCommon.save</dt>
      <dd data-testid="save">{t('modalCommon.save')}</dd>
    </dl>
  );
}

const languageName = (language: UiLanguage) => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

function LanguageButtons({ language, onChange }: { language: UiLanguage; onChange: (language: UiLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('navbar.language', { language: languageName(language) })} className="flex flex-wrap gap-2">
      {UI_LANGUAGES.map((code) => (
        <Button
          key={code}
          variant="secondary"
          size="sm"
          lang={code}
          aria-pressed={code === language}
          onClick={() => onChange(code)}
          className="aria-pressed:bg-brand-ink aria-pressed:text-brand-paper"
        >
          {languageName(code)}
        </Button>
      ))}
    </div>
  );
}

/** A page that switches the provider's language, as the storefront does on a language change. */
function LanguageSwitchDemo({ initial }: { initial: UiLanguage }) {
  const [language, setLanguage] = useState<UiLanguage>(initial);
  return (
    <UiI18nProvider language={language}>
      <div className="flex flex-col gap-4">
        <LanguageButtons language={language} onChange={setLanguage} />
        <TranslatedSample count={2} />
      </div>
    </UiI18nProvider>
  );
}

const meta = {
  title: 'Foundations/UiI18nProvider',
  component: UiI18nProvider,
  args: { language: 'en', children: null },
  render: (args) => <LanguageSwitchDemo initial={args.language} />,
} satisfies Meta<typeof UiI18nProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('loading')).toHaveTextContent('Loading…');
    await expect(canvas.getByTestId('cart')).toHaveTextContent('Cart, products: 2');
    await expect(canvas.getByTestId('save')).toHaveTextContent('Save');
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'eesti' }));
    await expect(canvas.getByRole('button', { name: 'eesti' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('loading')).toHaveTextContent('Laadin…');
    await expect(canvas.getByTestId('cart')).toHaveTextContent('Ostukorv, tooteid: 2');
    await userEvent.click(canvas.getByRole('button', { name: 'latviešu' }));
    await expect(canvas.getByTestId('cart')).toHaveTextContent('Grozs, produkti: 2');
    await expect(canvas.getByTestId('save')).toHaveTextContent('Saglabāt');
    await expect(canvas.getByRole('group')).toHaveAccessibleName('Valoda un piegādes valsts: latviešu');
  },
};

/** Every language has every text: no key falls through to its raw name. */
export const EveryLanguage: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      {UI_LANGUAGES.map((language) => (
        <section key={language} aria-label={languageName(language)}>
          <UiI18nProvider language={language}>
            <TranslatedSample count={5} />
          </UiI18nProvider>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const language of UI_LANGUAGES) {
      const region = within(canvas.getByRole('region', { name: languageName(language) }));
      for (const id of ['loading', 'cart', 'save']) {
        await expect(region.getByTestId(id).textContent).not.toMatch(/^(common|navbar|modalCommon)\./);
      }
      await expect(region.getByTestId('cart')).toHaveTextContent('5');
    }
    await expect(canvas.getByRole('region', { name: 'suomi' })).toHaveTextContent('Ostoskori, tuotteita: 5');
    await expect(canvas.getByRole('region', { name: 'русский' })).toHaveTextContent('Корзина, товаров: 5');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
