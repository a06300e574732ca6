import { defineNamespace } from '../defineNamespace';

export const message = defineNamespace({
  en: { info: 'Information', warning: 'Warning', error: 'Error', success: 'Success', dismiss: 'Dismiss message' },
  et: { info: 'Info', warning: 'Hoiatus', error: 'Viga', success: 'Õnnestus', dismiss: 'Sulge teade' },
  ru: { info: 'Информация', warning: 'Предупреждение', error: 'Ошибка', success: 'Успешно', dismiss: 'Закрыть сообщение' },
  fi: { info: 'Tiedoksi', warning: 'Varoitus', error: 'Virhe', success: 'Onnistui', dismiss: 'Sulje viesti' },
  lv: { info: 'Informācija', warning: 'Brīdinājums', error: 'Kļūda', success: 'Izdevās', dismiss: 'Aizvērt ziņojumu' },
});
