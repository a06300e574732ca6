// Translation namespaces of the admin area and the creator.
import { adminNav } from './admin/adminNav';
import { adminPages } from './admin/adminPages';
import { adminUi } from './admin/adminUi';

export const adminNamespaces = { adminNav, adminPages, adminUi };
