import { defineNamespace } from '../../defineNamespace';

export const modalCommon = defineNamespace({
  en: { cancel: 'Cancel', save: 'Save', saving: 'Saving…', back: 'Back', continue: 'Continue', loading: 'Loading…', loadFailed: 'Loading failed.', requiredField: 'This field is required.', invalidEmail: 'Enter a valid e-mail address.' },
  et: { cancel: 'Tühista', save: 'Salvesta', saving: 'Salvestan…', back: 'Tagasi', continue: 'Jätka', loading: 'Laadin…', loadFailed: 'Laadimine ebaõnnestus.', requiredField: 'See väli on kohustuslik.', invalidEmail: 'Sisesta kehtiv e-posti aadress.' },
  ru: { cancel: 'Отмена', save: 'Сохранить', saving: 'Сохраняем…', back: 'Назад', continue: 'Продолжить', loading: 'Загрузка…', loadFailed: 'Не удалось загрузить.', requiredField: 'Это поле обязательно.', invalidEmail: 'Введите правильный адрес e-mail.' },
  fi: { cancel: 'Peruuta', save: 'Tallenna', saving: 'Tallennetaan…', back: 'Takaisin', continue: 'Jatka', loading: 'Ladataan…', loadFailed: 'Lataus epäonnistui.', requiredField: 'Tämä kenttä on pakollinen.', invalidEmail: 'Anna kelvollinen sähköpostiosoite.' },
  lv: { cancel: 'Atcelt', save: 'Saglabāt', saving: 'Saglabā…', back: 'Atpakaļ', continue: 'Turpināt', loading: 'Ielādē…', loadFailed: 'Ielāde neizdevās.', requiredField: 'Šis lauks ir obligāts.', invalidEmail: 'Ievadiet derīgu e-pasta adresi.' },
});
