import { defineNamespace } from '../defineNamespace';

export const common = defineNamespace({
  en: { close: 'Close', retry: 'Retry', loading: 'Loading…', backToHome: 'Back to homepage' },
  et: { close: 'Sulge', retry: 'Proovi uuesti', loading: 'Laadin…', backToHome: 'Tagasi avalehele' },
  ru: { close: 'Закрыть', retry: 'Повторить', loading: 'Загрузка…', backToHome: 'На главную' },
  fi: { close: 'Sulje', retry: 'Yritä uudelleen', loading: 'Ladataan…', backToHome: 'Takaisin etusivulle' },
  lv: { close: 'Aizvērt', retry: 'Mēģināt vēlreiz', loading: 'Ielādē…', backToHome: 'Atpakaļ uz sākumlapu' },
});
