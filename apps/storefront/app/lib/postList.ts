import type { Scheme, SchemesByPathParams } from '@salon/api-client';
import { CREATOR_ROUTE_TYPE, type LocaleCode } from '@salon/domain';
import type { BlockPost } from '@salon/ui';

/** The post schemes of one language: what the post teaser list chooses from (server prefetch and browser read the same query). */
export const postListParams = (locale: LocaleCode): SchemesByPathParams => ({ type: CREATOR_ROUTE_TYPE.POST, language: locale });

/** A post scheme as the blocks know it; a scheme without a meta title is named by its path. */
export const toBlockPost = (scheme: Scheme): BlockPost => ({
  path: scheme.path,
  meta_title: scheme.meta_title ?? scheme.path,
  meta_image_src: scheme.meta_image_src ?? null,
  created_at: scheme.created_at ?? null,
});
