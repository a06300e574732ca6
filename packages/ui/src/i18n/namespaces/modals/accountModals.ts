import { defineNamespace } from '../../defineNamespace';

export const accountModals = defineNamespace({
  en: {
    entityTitle: 'Choose a customer', entityIntro: 'Choose whom you are shopping for. Prices and offers follow this choice.',
    private: 'Private customer', business: 'Business customer', active: 'Active', addBusinessAccount: 'Add a business account',
    accountMenu: 'My account', logOut: 'Log out',
    businessTitle: 'Add a business account', companyName: 'Company name', regCode: 'Registration code', vat: 'VAT number',
    vatHint: 'Leave empty if the company is not VAT-registered.', addAccount: 'Add account',
    addressTitle: 'New address', addressType: 'Address type', delivery: 'Delivery address', invoice: 'Invoice address',
    recipient: 'Name or company', street: 'Street and house', city: 'City', postalCode: 'Postal code', country: 'Country', phone: 'Phone',
  },
  et: {
    entityTitle: 'Vali klient', entityIntro: 'Vali, kelle nimel oste teed. Hinnad ja pakkumised sõltuvad sellest valikust.',
    private: 'Eraklient', business: 'Äriklient', active: 'Aktiivne', addBusinessAccount: 'Lisa ärikonto',
    accountMenu: 'Minu konto', logOut: 'Logi välja',
    businessTitle: 'Lisa ärikonto', companyName: 'Ettevõtte nimi', regCode: 'Registrikood', vat: 'KMKR number',
    vatHint: 'Jäta tühjaks, kui ettevõte pole käibemaksukohustuslane.', addAccount: 'Lisa konto',
    addressTitle: 'Uus aadress', addressType: 'Aadressi liik', delivery: 'Tarneaadress', invoice: 'Arveaadress',
    recipient: 'Nimi või ettevõte', street: 'Tänav ja maja', city: 'Linn', postalCode: 'Postiindeks', country: 'Riik', phone: 'Telefon',
  },
  ru: {
    entityTitle: 'Выберите клиента', entityIntro: 'Выберите, для кого вы делаете покупки. Цены и предложения зависят от выбора.',
    private: 'Частный клиент', business: 'Бизнес-клиент', active: 'Активен', addBusinessAccount: 'Добавить бизнес-аккаунт',
    accountMenu: 'Мой аккаунт', logOut: 'Выйти',
    businessTitle: 'Добавить бизнес-аккаунт', companyName: 'Название компании', regCode: 'Регистрационный код', vat: 'Номер плательщика НДС',
    vatHint: 'Оставьте пустым, если компания не плательщик НДС.', addAccount: 'Добавить аккаунт',
    addressTitle: 'Новый адрес', addressType: 'Тип адреса', delivery: 'Адрес доставки', invoice: 'Адрес для счёта',
    recipient: 'Имя или компания', street: 'Улица и дом', city: 'Город', postalCode: 'Почтовый индекс', country: 'Страна', phone: 'Телефон',
  },
  fi: {
    entityTitle: 'Valitse asiakas', entityIntro: 'Valitse, kenen puolesta teet ostoksia. Hinnat ja tarjoukset määräytyvät valinnan mukaan.',
    private: 'Yksityisasiakas', business: 'Yritysasiakas', active: 'Aktiivinen', addBusinessAccount: 'Lisää yritystili',
    accountMenu: 'Oma tili', logOut: 'Kirjaudu ulos',
    businessTitle: 'Lisää yritystili', companyName: 'Yrityksen nimi', regCode: 'Y-tunnus', vat: 'ALV-numero',
    vatHint: 'Jätä tyhjäksi, jos yritys ei ole arvonlisäverovelvollinen.', addAccount: 'Lisää tili',
    addressTitle: 'Uusi osoite', addressType: 'Osoitteen tyyppi', delivery: 'Toimitusosoite', invoice: 'Laskutusosoite',
    recipient: 'Nimi tai yritys', street: 'Katuosoite', city: 'Kaupunki', postalCode: 'Postinumero', country: 'Maa', phone: 'Puhelin',
  },
  lv: {
    entityTitle: 'Izvēlieties klientu', entityIntro: 'Izvēlieties, kura vārdā iepērkaties. Cenas un piedāvājumi ir atkarīgi no izvēles.',
    private: 'Privātpersona', business: 'Uzņēmums', active: 'Aktīvs', addBusinessAccount: 'Pievienot uzņēmuma kontu',
    accountMenu: 'Mans konts', logOut: 'Iziet',
    businessTitle: 'Pievienot uzņēmuma kontu', companyName: 'Uzņēmuma nosaukums', regCode: 'Reģistrācijas numurs', vat: 'PVN numurs',
    vatHint: 'Atstājiet tukšu, ja uzņēmums nav PVN maksātājs.', addAccount: 'Pievienot kontu',
    addressTitle: 'Jauna adrese', addressType: 'Adreses veids', delivery: 'Piegādes adrese', invoice: 'Rēķina adrese',
    recipient: 'Vārds vai uzņēmums', street: 'Iela un māja', city: 'Pilsēta', postalCode: 'Pasta indekss', country: 'Valsts', phone: 'Tālrunis',
  },
});
