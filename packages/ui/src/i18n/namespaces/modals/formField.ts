import { defineNamespace } from '../../defineNamespace';

export const formField = defineNamespace({
  en: { searching: 'Searching…', searchFailed: 'Search failed. Please try again.', noOptions: 'No options' },
  et: { searching: 'Otsin…', searchFailed: 'Otsing ebaõnnestus. Palun proovi uuesti.', noOptions: 'Valikuid pole' },
  ru: { searching: 'Поиск…', searchFailed: 'Поиск не удался. Попробуйте ещё раз.', noOptions: 'Нет вариантов' },
  fi: { searching: 'Haetaan…', searchFailed: 'Haku epäonnistui. Yritä uudelleen.', noOptions: 'Ei vaihtoehtoja' },
  lv: { searching: 'Meklē…', searchFailed: 'Meklēšana neizdevās. Lūdzu, mēģiniet vēlreiz.', noOptions: 'Nav iespēju' },
});
