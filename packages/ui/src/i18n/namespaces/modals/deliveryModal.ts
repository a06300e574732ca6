import { defineNamespace } from '../../defineNamespace';

export const deliveryModal = defineNamespace({
  en: { title: 'Delivery country and language', description: 'Prices, delivery options and content depend on the country we deliver to.', country: 'Delivery country', language: 'Language', estonia: 'Estonia', latvia: 'Latvia', chooseCountry: 'Choose a delivery country.' },
  et: { title: 'Tarneriik ja keel', description: 'Hinnad, tarneviisid ja sisu sõltuvad riigist, kuhu tarnime.', country: 'Tarneriik', language: 'Keel', estonia: 'Eesti', latvia: 'Läti', chooseCountry: 'Vali tarneriik.' },
  ru: { title: 'Страна доставки и язык', description: 'Цены, способы доставки и содержание зависят от страны доставки.', country: 'Страна доставки', language: 'Язык', estonia: 'Эстония', latvia: 'Латвия', chooseCountry: 'Выберите страну доставки.' },
  fi: { title: 'Toimitusmaa ja kieli', description: 'Hinnat, toimitustavat ja sisältö riippuvat toimitusmaasta.', country: 'Toimitusmaa', language: 'Kieli', estonia: 'Viro', latvia: 'Latvia', chooseCountry: 'Valitse toimitusmaa.' },
  lv: { title: 'Piegādes valsts un valoda', description: 'Cenas, piegādes veidi un saturs ir atkarīgi no piegādes valsts.', country: 'Piegādes valsts', language: 'Valoda', estonia: 'Igaunija', latvia: 'Latvija', chooseCountry: 'Izvēlieties piegādes valsti.' },
});
