import type { CreatorRouteType } from '@salon/api-client';
import type { AppLoadContext } from 'react-router';
import type { AppTextKey } from '../i18n/appTexts';
import { findContentPage, listContentSchemes } from './contentPage.server';
import type { ContentRouteData } from './contentRoute';
import { dehydrated } from './hydration';
import { requestContext } from './request.server';
import { listedCampaignSchemes } from './campaignList';

export interface ContentRouteOptions {
  /** No scheme at the path: a 404 (content pages) or the page without a composed part (fixed pages). */
  notFound?: 'throw' | 'empty';
  /** The type a list page lists (campaigns, posts) in the page language, below its composed part. */
  listType?: CreatorRouteType;
  /**
   * A page of the store's own (the campaign, post and event lists): its list is in every
   * language, so a composed part that exists only in another language is left out instead of
   * moving the visitor to that language (decision 0072).
   */
  keepLanguage?: boolean;
}

export async function loadContentRoute(
  request: Request,
  context: AppLoadContext,
  type: CreatorRouteType,
  fallbackTitle: AppTextKey | null,
  { notFound = 'throw', listType, keepLanguage = false }: ContentRouteOptions = {},
): Promise<ContentRouteData> {
  const ctx = requestContext(request, context);
  const { scheme } = await findContentPage(ctx, type, new URL(request.url).pathname, { notFound, ...(keepLanguage ? { redirectToOtherLanguage: false } : {}) });
  const schemes = listType ? await listContentSchemes(ctx, listType) : [];
  const list = listType === 'CAMPAIGN' ? listedCampaignSchemes(schemes) : schemes;
  return { scheme, list, listType: listType ?? null, dehydratedState: dehydrated(ctx), now: Date.now(), fallbackTitle, shortCode: ctx.shortCode, url: request.url, type };
}

