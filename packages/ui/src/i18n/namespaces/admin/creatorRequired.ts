import { defineNamespace } from '../../defineNamespace';

/** Texts of the creator's required-field check (decision 0022): the refused save or publish and the inline field error. */
export const creatorRequired = defineNamespace({
  en: {
    saveTitle: 'Not saved: some blocks miss required fields',
    publishTitle: 'Not published: some blocks miss required fields',
    intro: 'Fill in the fields listed below. Nothing was sent and your changes are kept.',
    missingFields: '{{block}} — missing: {{fields}}',
    openBlock: 'Open {{block}}',
    dismiss: 'Close',
    fieldRequired: 'Required before saving or publishing.',
  },
  et: {
    saveTitle: 'Ei salvestatud: mõnel plokil on kohustuslikud väljad täitmata',
    publishTitle: 'Ei avaldatud: mõnel plokil on kohustuslikud väljad täitmata',
    intro: 'Täida allpool loetletud väljad. Midagi ei saadetud ja sinu muudatused on alles.',
    missingFields: '{{block}} — puudu: {{fields}}',
    openBlock: 'Ava {{block}}',
    dismiss: 'Sulge',
    fieldRequired: 'Kohustuslik enne salvestamist või avaldamist.',
  },
  ru: {
    saveTitle: 'Не сохранено: в некоторых блоках не заполнены обязательные поля',
    publishTitle: 'Не опубликовано: в некоторых блоках не заполнены обязательные поля',
    intro: 'Заполните перечисленные ниже поля. Ничего не отправлено, ваши изменения не потеряны.',
    missingFields: '{{block}} — не заполнено: {{fields}}',
    openBlock: 'Открыть {{block}}',
    dismiss: 'Закрыть',
    fieldRequired: 'Обязательно для сохранения и публикации.',
  },
  fi: {
    saveTitle: 'Ei tallennettu: joistakin lohkoista puuttuu pakollisia kenttiä',
    publishTitle: 'Ei julkaistu: joistakin lohkoista puuttuu pakollisia kenttiä',
    intro: 'Täytä alla luetellut kentät. Mitään ei lähetetty, eivätkä muutoksesi ole kadonneet.',
    missingFields: '{{block}} — puuttuu: {{fields}}',
    openBlock: 'Avaa {{block}}',
    dismiss: 'Sulje',
    fieldRequired: 'Pakollinen ennen tallennusta tai julkaisua.',
  },
  lv: {
    saveTitle: 'Nav saglabāts: dažos blokos nav aizpildīti obligātie lauki',
    publishTitle: 'Nav publicēts: dažos blokos nav aizpildīti obligātie lauki',
    intro: 'Aizpildiet tālāk norādītos laukus. Nekas netika nosūtīts, un jūsu izmaiņas nav zudušas.',
    missingFields: '{{block}} — trūkst: {{fields}}',
    openBlock: 'Atvērt {{block}}',
    dismiss: 'Aizvērt',
    fieldRequired: 'Obligāts pirms saglabāšanas vai publicēšanas.',
  },
});
