import { defineNamespace } from '../../defineNamespace';

export const popups = defineNamespace({
  en: { label: 'Notifications', dismiss: 'click to dismiss' },
  et: { label: 'Teated', dismiss: 'sulgemiseks klõpsa' },
  ru: { label: 'Уведомления', dismiss: 'нажмите, чтобы закрыть' },
  fi: { label: 'Ilmoitukset', dismiss: 'sulje napsauttamalla' },
  lv: { label: 'Paziņojumi', dismiss: 'noklikšķiniet, lai aizvērtu' },
});
