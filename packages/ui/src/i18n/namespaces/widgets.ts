// Translation namespaces of the widgets (one file per namespace beside this one).
import { carousel } from './carousel';
import { common } from './common';
import { footer } from './footer';
import { frame } from './frame';
import { message } from './message';
import { navbar } from './navbar';
import { pickers } from './pickers';
import { productDetail } from './productDetail';
import { search } from './search';

export const widgetNamespaces = { carousel, common, footer, frame, message, navbar, pickers, productDetail, search };
