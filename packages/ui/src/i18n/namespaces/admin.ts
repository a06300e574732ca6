// Translation namespaces of the admin area and the creator.
import { adminColumns } from './admin/adminColumns';
import { adminNav } from './admin/adminNav';
import { adminOps } from './admin/adminOps';
import { adminPages } from './admin/adminPages';
import { adminUi } from './admin/adminUi';
import { blockFieldOptions } from './admin/blockFieldOptions';
import { blockFields } from './admin/blockFields';
import { blockNames } from './admin/blockNames';
import { creatorEditing } from './admin/creatorEditing';
import { creatorRequired } from './admin/creatorRequired';

export const adminNamespaces = { adminColumns, adminNav, adminOps, adminPages, adminUi, blockFieldOptions, blockFields, blockNames, creatorEditing, creatorRequired };
