import { defineNamespace } from '../defineNamespace';

// Shown to route admins on the storefront's own pages, so they travel with the shopper catalogue
// (the admin namespaces never reach a shopper page).
export const inlineEdit = defineNamespace({
  en: {
    toggle: 'Edit texts',
    label: 'Edit {{field}} of {{block}}',
    saving: 'Saving…',
    saved: 'Saved',
    saveFailed: 'Saving failed: {{message}}',
  },
  et: {
    toggle: 'Muuda tekste',
    label: 'Muuda ploki {{block}} välja {{field}}',
    saving: 'Salvestan…',
    saved: 'Salvestatud',
    saveFailed: 'Salvestamine ebaõnnestus: {{message}}',
  },
  ru: {
    toggle: 'Редактировать тексты',
    label: 'Изменить поле {{field}} блока {{block}}',
    saving: 'Сохранение…',
    saved: 'Сохранено',
    saveFailed: 'Не удалось сохранить: {{message}}',
  },
  fi: {
    toggle: 'Muokkaa tekstejä',
    label: 'Muokkaa lohkon {{block}} kenttää {{field}}',
    saving: 'Tallennetaan…',
    saved: 'Tallennettu',
    saveFailed: 'Tallennus epäonnistui: {{message}}',
  },
  lv: {
    toggle: 'Rediģēt tekstus',
    label: 'Rediģēt bloka {{block}} lauku {{field}}',
    saving: 'Saglabā…',
    saved: 'Saglabāts',
    saveFailed: 'Saglabāšana neizdevās: {{message}}',
  },
});
