import type { Preview } from '@storybook/react-vite';
import { UiI18nProvider, UI_LANGUAGES, type UiLanguage } from '../packages/ui/src/i18n';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    // An axe violation fails the story's test, in Storybook and in Vitest.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { icon: 'globe', items: UI_LANGUAGES.map((value) => ({ value, title: value })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => (
      <UiI18nProvider language={(context.globals.locale as UiLanguage | undefined) ?? 'en'}>
        <Story />
      </UiI18nProvider>
    ),
  ],
};

export default preview;
