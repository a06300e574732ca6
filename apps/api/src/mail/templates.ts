import { LOCALE_CODE, type LocaleCode } from '@salon/domain';

export const MAIL_KIND = {
  CONFIRM_ACCOUNT: 'confirm-account',
  RESET_PASSWORD: 'reset-password',
  /** Sent instead of a second account when someone registers an address that already has one. */
  ACCOUNT_EXISTS: 'account-exists',
} as const;
export type MailKind = (typeof MAIL_KIND)[keyof typeof MAIL_KIND];

interface MailText {
  subject: string;
  body: (values: { name: string; link: string; hours: number }) => string;
}

const TEXTS: Record<LocaleCode, Record<MailKind, MailText>> = {
  [LOCALE_CODE.EN]: {
    'confirm-account': {
      subject: 'Confirm your Salon account',
      body: ({ name, link, hours }) => `Hello ${name},\n\nthank you for registering. Open this link to confirm your e-mail address and activate your account:\n\n${link}\n\nThe link works once and expires in ${hours} hours. If you did not register, ignore this e-mail.`,
    },
    'reset-password': {
      subject: 'Choose a new Salon password',
      body: ({ name, link, hours }) => `Hello ${name},\n\nsomeone asked to reset the password of your account. Open this link to choose a new password:\n\n${link}\n\nThe link works once and expires in ${hours} hours. If it was not you, ignore this e-mail: your password stays as it is.`,
    },
    'account-exists': {
      subject: 'You already have a Salon account',
      body: ({ name, link }) => `Hello ${name},\n\nsomeone tried to create a new account with this e-mail address, which already has one. If it was you, log in, or choose a new password here:\n\n${link}\n\nIf it was not you, ignore this e-mail.`,
    },
  },
  [LOCALE_CODE.ET]: {
    'confirm-account': {
      subject: 'Kinnita oma Saloni konto',
      body: ({ name, link, hours }) => `Tere, ${name}!\n\nAitäh registreerumast. Ava see link, et kinnitada oma e-posti aadress ja aktiveerida konto:\n\n${link}\n\nLink töötab ühe korra ja aegub ${hours} tunni pärast. Kui sa ei registreerunud, jäta see kiri tähelepanuta.`,
    },
    'reset-password': {
      subject: 'Vali uus Saloni parool',
      body: ({ name, link, hours }) => `Tere, ${name}!\n\nKeegi soovis sinu konto parooli lähtestada. Ava see link, et valida uus parool:\n\n${link}\n\nLink töötab ühe korra ja aegub ${hours} tunni pärast. Kui see polnud sina, jäta kiri tähelepanuta: sinu parool jääb samaks.`,
    },
    'account-exists': {
      subject: 'Sul on juba Saloni konto',
      body: ({ name, link }) => `Tere, ${name}!\n\nKeegi proovis luua selle e-posti aadressiga uut kontot, kuid aadressil on juba konto. Kui see olid sina, logi sisse või vali siin uus parool:\n\n${link}\n\nKui see polnud sina, jäta kiri tähelepanuta.`,
    },
  },
  [LOCALE_CODE.RU]: {
    'confirm-account': {
      subject: 'Подтвердите учётную запись Salon',
      body: ({ name, link, hours }) => `Здравствуйте, ${name}!\n\nСпасибо за регистрацию. Откройте эту ссылку, чтобы подтвердить адрес электронной почты и активировать учётную запись:\n\n${link}\n\nСсылка действует один раз и истекает через ${hours} ч. Если вы не регистрировались, просто проигнорируйте это письмо.`,
    },
    'reset-password': {
      subject: 'Выберите новый пароль Salon',
      body: ({ name, link, hours }) => `Здравствуйте, ${name}!\n\nКто-то запросил сброс пароля вашей учётной записи. Откройте эту ссылку, чтобы выбрать новый пароль:\n\n${link}\n\nСсылка действует один раз и истекает через ${hours} ч. Если это были не вы, проигнорируйте письмо: ваш пароль не изменится.`,
    },
    'account-exists': {
      subject: 'У вас уже есть учётная запись Salon',
      body: ({ name, link }) => `Здравствуйте, ${name}!\n\nКто-то попытался создать новую учётную запись с этим адресом электронной почты, но она уже существует. Если это были вы, войдите или выберите новый пароль здесь:\n\n${link}\n\nЕсли это были не вы, проигнорируйте письмо.`,
    },
  },
  [LOCALE_CODE.FI]: {
    'confirm-account': {
      subject: 'Vahvista Salon-tilisi',
      body: ({ name, link, hours }) => `Hei ${name},\n\nkiitos rekisteröitymisestä. Avaa tämä linkki vahvistaaksesi sähköpostiosoitteesi ja aktivoidaksesi tilisi:\n\n${link}\n\nLinkki toimii kerran ja vanhenee ${hours} tunnin kuluttua. Jos et rekisteröitynyt, voit jättää tämän viestin huomiotta.`,
    },
    'reset-password': {
      subject: 'Valitse uusi Salon-salasana',
      body: ({ name, link, hours }) => `Hei ${name},\n\njoku pyysi tilisi salasanan vaihtamista. Avaa tämä linkki valitaksesi uuden salasanan:\n\n${link}\n\nLinkki toimii kerran ja vanhenee ${hours} tunnin kuluttua. Jos se et ollut sinä, jätä viesti huomiotta: salasanasi pysyy ennallaan.`,
    },
    'account-exists': {
      subject: 'Sinulla on jo Salon-tili',
      body: ({ name, link }) => `Hei ${name},\n\njoku yritti luoda uuden tilin tällä sähköpostiosoitteella, jolla on jo tili. Jos se olit sinä, kirjaudu sisään tai valitse uusi salasana täällä:\n\n${link}\n\nJos se et ollut sinä, jätä viesti huomiotta.`,
    },
  },
  [LOCALE_CODE.LV]: {
    'confirm-account': {
      subject: 'Apstipriniet savu Salon kontu',
      body: ({ name, link, hours }) => `Sveiki, ${name}!\n\nPaldies par reģistrēšanos. Atveriet šo saiti, lai apstiprinātu e-pasta adresi un aktivizētu kontu:\n\n${link}\n\nSaite darbojas vienu reizi un derīguma termiņš beidzas pēc ${hours} stundām. Ja jūs nereģistrējāties, ignorējiet šo e-pastu.`,
    },
    'reset-password': {
      subject: 'Izvēlieties jaunu Salon paroli',
      body: ({ name, link, hours }) => `Sveiki, ${name}!\n\nKāds pieprasīja jūsu konta paroles atiestatīšanu. Atveriet šo saiti, lai izvēlētos jaunu paroli:\n\n${link}\n\nSaite darbojas vienu reizi un derīguma termiņš beidzas pēc ${hours} stundām. Ja tas nebijāt jūs, ignorējiet šo e-pastu: jūsu parole paliek nemainīga.`,
    },
    'account-exists': {
      subject: 'Jums jau ir Salon konts',
      body: ({ name, link }) => `Sveiki, ${name}!\n\nKāds mēģināja izveidot jaunu kontu ar šo e-pasta adresi, kurai jau ir konts. Ja tas bijāt jūs, piesakieties vai izvēlieties jaunu paroli šeit:\n\n${link}\n\nJa tas nebijāt jūs, ignorējiet šo e-pastu.`,
    },
  },
};

export function renderMail(kind: MailKind, locale: LocaleCode, values: { name: string; link: string; hours: number }) {
  const text = TEXTS[locale][kind];
  return { subject: text.subject, text: text.body(values) };
}
