import type { CreatorRouteType } from '@salon/api-client';
import type { AppLoadContext } from 'react-router';
import type { AppTextKey } from '../i18n/appTexts';
import { findContentPage, listContentSchemes } from './contentPage.server';
import type { ContentRouteData } from './contentRoute';
import { dehydrated } from './hydration';
import { requestContext } from './request.server';
import { listedCampaignSchemes } from './campaignList';

export async function loadContentRoute(
  request: Request,
  context: AppLoadContext,
  type: CreatorRouteType,
  fallbackTitle: AppTextKey | null,
  notFound: 'throw' | 'empty' = 'throw',
  listType?: CreatorRouteType,
): Promise<ContentRouteData> {
  const ctx = requestContext(request, context);
  const { scheme } = await findContentPage(ctx, type, new URL(request.url).pathname, { notFound });
  const schemes = listType ? await listContentSchemes(ctx, listType) : [];
  const list = listType === 'CAMPAIGN' ? listedCampaignSchemes(schemes) : schemes;
  return { scheme, list, dehydratedState: dehydrated(ctx), now: Date.now(), fallbackTitle, shortCode: ctx.shortCode, url: request.url, type };
}

