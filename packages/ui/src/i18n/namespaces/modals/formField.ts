import { defineNamespace } from '../../defineNamespace';

export const formField = defineNamespace({
  en: { searching: 'Searching…', searchFailed: 'Search failed. Please try again.', noOptions: 'No options', tooLong: 'This is too long.', invalidPhone: 'Enter a valid phone number, e.g. +372 5123 4567.', invalidPostalCode: 'Enter a valid postal code, e.g. 10115 or LV-1010.' },
  et: { searching: 'Otsin…', searchFailed: 'Otsing ebaõnnestus. Palun proovi uuesti.', noOptions: 'Valikuid pole', tooLong: 'See on liiga pikk.', invalidPhone: 'Sisesta kehtiv telefoninumber, nt +372 5123 4567.', invalidPostalCode: 'Sisesta kehtiv postiindeks, nt 10115 või LV-1010.' },
  ru: { searching: 'Поиск…', searchFailed: 'Поиск не удался. Попробуйте ещё раз.', noOptions: 'Нет вариантов', tooLong: 'Слишком длинный текст.', invalidPhone: 'Введите правильный номер телефона, напр. +372 5123 4567.', invalidPostalCode: 'Введите правильный почтовый индекс, напр. 10115 или LV-1010.' },
  fi: { searching: 'Haetaan…', searchFailed: 'Haku epäonnistui. Yritä uudelleen.', noOptions: 'Ei vaihtoehtoja', tooLong: 'Tämä on liian pitkä.', invalidPhone: 'Anna kelvollinen puhelinnumero, esim. +372 5123 4567.', invalidPostalCode: 'Anna kelvollinen postinumero, esim. 10115 tai LV-1010.' },
  lv: { searching: 'Meklē…', searchFailed: 'Meklēšana neizdevās. Lūdzu, mēģiniet vēlreiz.', noOptions: 'Nav iespēju', tooLong: 'Tas ir pārāk garš.', invalidPhone: 'Ievadiet derīgu tālruņa numuru, piem., +371 2123 4567.', invalidPostalCode: 'Ievadiet derīgu pasta indeksu, piem., LV-1010.' },
});
