import type { CreatorRouteType } from '@salon/api-client';
import type { AppLoadContext } from 'react-router';
import type { AppTextKey } from '../i18n/appTexts';
import { findContentPage, listContentSchemes, type FindContentPageOptions } from './contentPage.server';
import type { ContentRouteData } from './contentRoute';
import { dehydrated } from './hydration';
import { requestContext } from './request.server';
import { listedCampaignSchemes } from './campaignList';

/** How the content-page finder looks (findContentPage), and the type a list page lists below its composed part. */
export interface ContentRouteOptions extends FindContentPageOptions {
  listType?: CreatorRouteType;
}

export async function loadContentRoute(
  request: Request,
  context: AppLoadContext,
  type: CreatorRouteType,
  fallbackTitle: AppTextKey | null,
  { listType, ...find }: ContentRouteOptions = {},
): Promise<ContentRouteData> {
  const ctx = requestContext(request, context);
  const { scheme } = await findContentPage(ctx, type, new URL(request.url).pathname, find);
  const schemes = listType ? await listContentSchemes(ctx, listType) : [];
  const list = listType === 'CAMPAIGN' ? listedCampaignSchemes(schemes) : schemes;
  return { scheme, list, listType: listType ?? null, dehydratedState: dehydrated(ctx), now: Date.now(), fallbackTitle, shortCode: ctx.shortCode, url: request.url, type };
}

