import type { StoredEditorBlock as EditorBlock } from '@salon/domain';
import { storyImage } from './storyHelpers';

/** A realistic article in Editor.js blocks, with every tool, for stories. */
export const articleBlocks = (language: 'en' | 'et' = 'en'): EditorBlock[] =>
  language === 'en'
    ? [
        { id: 'h2', type: 'header', data: { text: 'Why a mask matters', level: 2 } },
        { id: 'p1', type: 'paragraph', data: { text: 'A weekly mask restores <b>moisture</b> and <i>shine</i>. Read our <a href="/inspiration/masks">mask guide</a>.' } },
        { id: 'q', type: 'quote', data: { text: 'Healthy hair starts at the scalp.', caption: 'Mari, senior stylist', alignment: 'center' } },
        { id: 'h3', type: 'header', data: { text: 'Three steps', level: 3 } },
        { id: 'l', type: 'list', data: { style: 'ordered', items: ['Wash with a mild shampoo', 'Apply the mask for 5 minutes', 'Rinse with cool water'] } },
        { id: 'd', type: 'delimiter', data: {} },
        { id: 'i', type: 'image', data: { file: { url: storyImage('Mask', '#1d6b4f', 800, 400) }, caption: 'Repair mask in use' } },
        { id: 'k', type: 'link', data: { link: 'https://example.com/masks', meta: { title: 'Mask buying guide', description: 'How to choose for your hair type.' } } },
      ]
    : [
        { id: 'h2', type: 'header', data: { text: 'Miks mask on oluline', level: 2 } },
        { id: 'p1', type: 'paragraph', data: { text: 'Iganädalane mask taastab <b>niiskuse</b> ja <i>sära</i>. Loe meie <a href="/inspiration/maskid">maskijuhendit</a>.' }, alignment: 'justify' },
        { id: 'q', type: 'quote', data: { text: 'Terved juuksed algavad peanahast.', caption: 'Mari, stilist' } },
        { id: 'l', type: 'list', data: { style: 'unordered', items: ['Pese õrna šampooniga', 'Hoia maski 5 minutit', 'Loputa jaheda veega'] } },
      ];
