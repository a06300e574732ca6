// Realistic store data for stories only (invented brands, real category names).
import type { NavLink } from './types';

export const storyBrands = [
  { id: 1, name: 'Kéravelle', slug: 'keravelle' },
  { id: 2, name: 'Aurélia Professionnel', slug: 'aurelia-professionnel' },
  { id: 3, name: 'Balmora', slug: 'balmora' },
  { id: 4, name: 'Briolette', slug: 'briolette' },
  { id: 5, name: 'Davines Nordic', slug: 'davines-nordic' },
  { id: 6, name: 'Elumé', slug: 'elume' },
  { id: 7, name: 'Glynt Studio', slug: 'glynt-studio' },
  { id: 8, name: 'Kadri Kosmeetika', slug: 'kadri-kosmeetika' },
  { id: 9, name: 'Lumière Paris', slug: 'lumiere-paris' },
  { id: 10, name: 'Matrixa', slug: 'matrixa' },
  { id: 11, name: 'Olaplexa', slug: 'olaplexa' },
  { id: 12, name: 'Rīgas Ziedi', slug: 'rigas-ziedi' },
  { id: 13, name: 'Šilkas', slug: 'silkas' },
  { id: 14, name: 'Wellara', slug: 'wellara' },
  { id: 15, name: 'Zoë Organics', slug: 'zoe-organics' },
  { id: 16, name: '4Beauty', slug: '4beauty' },
];

export const storyTrainingCentreLinks: NavLink[] = [
  { label: 'Koolituskalender', href: '/events' },
  { label: 'Juuksurikoolitused', href: '/events/juuksurikoolitused' },
  { label: 'Kosmeetikute koolitused', href: '/events/kosmeetikud' },
];

export const storyPurchaseHelpLinks: NavLink[] = [
  { label: 'Tarne ja tasumine', href: '/tarne-ja-tasumine' },
  { label: 'Tagastamine', href: '/tagastamine' },
  { label: 'Ärikliendile', href: '/arikliendile' },
];

export const storyCategories = [
  {
    id: 1,
    name: 'Juuksehooldus',
    href: '/products/categories/1',
    children: [
      { id: 11, name: 'Šampoonid', href: '/products/categories/11' },
      { id: 12, name: 'Palsamid', href: '/products/categories/12' },
      { id: 13, name: 'Juuksemaskid', href: '/products/categories/13' },
      { id: 14, name: 'Juukseõlid', href: '/products/categories/14' },
    ],
  },
  {
    id: 2,
    name: 'Juuksevärvid',
    href: '/products/categories/2',
    children: [
      { id: 21, name: 'Püsivärvid', href: '/products/categories/21' },
      { id: 22, name: 'Toonerid', href: '/products/categories/22' },
      { id: 23, name: 'Blondeerijad', href: '/products/categories/23' },
    ],
  },
  {
    id: 3,
    name: 'Meestele',
    href: '/products/categories/3',
    children: [
      { id: 31, name: 'Šampoonid', href: '/products/categories/31' },
      { id: 32, name: 'Habemehooldus', href: '/products/categories/32' },
    ],
  },
  {
    id: 4,
    name: 'Salongimööbel',
    href: '/products/categories/4',
    children: [
      { id: 41, name: 'Juuksuritoolid', href: '/products/categories/41' },
      { id: 42, name: 'Pesukraanikausid', href: '/products/categories/42' },
    ],
  },
];
