import type { z } from 'zod';
import { adminListMetadataSchema } from '../services/adminList';
import { pagedResponse } from './paging';

/** An admin list page: the paged envelope with the list's metadata (services/adminList.ts listPage). */
export const adminListPage = <Item extends z.ZodType>(item: Item) => pagedResponse(item).extend({ metadata: adminListMetadataSchema });
