// Translation namespaces of the product and form widgets, the modal kinds and popups.
import { accountModals } from './modals/accountModals';
import { adminModals } from './modals/adminModals';
import { authModal } from './modals/authModal';
import { cartModal } from './modals/cartModal';
import { cookiePolicy } from './modals/cookiePolicy';
import { deliveryModal } from './modals/deliveryModal';
import { formField } from './modals/formField';
import { infoModals } from './modals/infoModals';
import { loyalty } from './modals/loyalty';
import { modalCommon } from './modals/modalCommon';
import { navModals } from './modals/navModals';
import { popups } from './modals/popups';
import { productCard } from './modals/productCard';

export const modalNamespaces = { accountModals, adminModals, authModal, cartModal, cookiePolicy, deliveryModal, formField, infoModals, loyalty, modalCommon, navModals, popups, productCard };
