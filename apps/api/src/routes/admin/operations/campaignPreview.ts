import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { CREATOR_ROUTE_TYPE, DEFAULT_LOCALE, PERMISSION_FLAG, PUBLICATION, SPECIAL_CAMPAIGN_ROUTE_ORDER, listedCampaignRoutes } from '@salon/domain';
import type { AppEnv } from '../../../context';
import { creatorRoutes, creatorSchemes } from '../../../db/schema';
import { booleanQuery, readQuery } from '../../../lib/validate';
import { requirePermission } from '../../../middleware/adminAccess';
import { listSchemesOfType, serializeScheme } from '../../../services/creator';
import { languageSchema } from '../../../validation/creator';
import { operations } from '../../../openapi/registry';
import { schemeResponse } from '../../../responses/creator';
import { ADMIN_OPERATIONS_TAG as TAG } from './docsTag';

/** Why a campaign scheme is not in the list the storefront shows at the moment. */
const HIDDEN_REASON = {
  UNPUBLISHED: 'UNPUBLISHED',
  PRIVATE: 'PRIVATE',
  NOT_STARTED: 'NOT_STARTED',
  ENDED: 'ENDED',
  OTHER_AUDIENCE: 'OTHER_AUDIENCE',
} as const;

const previewQuery = z.object({
  at: z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time with an offset, e.g. 2026-12-24T10:00:00+02:00.' }).transform((value) => new Date(value)).optional(),
  /** The storefront's default language unless chosen. */
  language: languageSchema.default(DEFAULT_LOCALE),
  is_business: booleanQuery.optional(),
});

type SchemeRow = typeof creatorSchemes.$inferSelect;

function hiddenReason(scheme: SchemeRow, at: Date): { reason: string; message: string } {
  if (scheme.publication === PUBLICATION.UNPUBLISHED) return { reason: HIDDEN_REASON.UNPUBLISHED, message: 'The scheme is not published.' };
  if (scheme.publication === PUBLICATION.PRIVATE) return { reason: HIDDEN_REASON.PRIVATE, message: 'The scheme is private: only route admins see it.' };
  if (scheme.publishStart && scheme.publishStart > at) return { reason: HIDDEN_REASON.NOT_STARTED, message: `Publishing starts at ${scheme.publishStart.toISOString()}.` };
  if (scheme.publishEnd && scheme.publishEnd <= at) return { reason: HIDDEN_REASON.ENDED, message: `Publishing ended at ${scheme.publishEnd.toISOString()}.` };
  return scheme.isBusiness
    ? { reason: HIDDEN_REASON.OTHER_AUDIENCE, message: 'A business variant: private customers get the private scheme.' }
    : { reason: HIDDEN_REASON.OTHER_AUDIENCE, message: 'Business customers get this route\'s business variant instead.' };
}

/**
 * Campaign preview (IS_ROUTE_ADMIN): the campaign list as the storefront serves it at a chosen
 * moment, through the same listSchemesOfType as GET /creator/schemes-by-path/, seen as the
 * public sees it (no PRIVATE schemes); plus every other campaign scheme of the language with the
 * reason it is not shown.
 */
export function campaignPreviewRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/administrator/campaign-preview/*', requirePermission(PERMISSION_FLAG.IS_ROUTE_ADMIN));

  app.get('/administrator/campaign-preview/', async (c) => {
    const query = readQuery(c, previewQuery);
    const at = query.at ?? new Date();
    const isBusiness = query.is_business ?? false;
    const shown = await listSchemesOfType(c.var.db, { type: CREATOR_ROUTE_TYPE.CAMPAIGN, language: query.language, isBusiness, at, isRouteAdmin: false });
    const inSortedList = new Set(listedCampaignRoutes(shown.map((row) => row.route)).map((route) => route.uuid));
    const shownUuids = new Set(shown.map((row) => row.scheme.uuid));
    const all = await c.var.db
      .select({ scheme: creatorSchemes, route: creatorRoutes })
      .from(creatorSchemes)
      .innerJoin(creatorRoutes, eq(creatorRoutes.uuid, creatorSchemes.routeUuid))
      .where(and(eq(creatorSchemes.type, CREATOR_ROUTE_TYPE.CAMPAIGN), eq(creatorSchemes.language, query.language)))
      .orderBy(asc(creatorSchemes.createdAt), asc(creatorSchemes.uuid));
    const order = (props: Record<string, unknown>) => (typeof props.order === 'number' ? props.order : null);
    return c.json({
      at: at.toISOString(),
      language: query.language,
      is_business: isBusiness,
      results: shown.map((row) => ({
        ...serializeScheme(row.scheme, row.route),
        in_sorted_list: inSortedList.has(row.route.uuid),
        is_special: order(row.route.props as Record<string, unknown>) === SPECIAL_CAMPAIGN_ROUTE_ORDER,
      })),
      hidden: all
        .filter((row) => !shownUuids.has(row.scheme.uuid))
        .map((row) => ({ ...serializeScheme(row.scheme, row.route), ...hiddenReason(row.scheme, at) })),
    });
  });

  return app;
}

const campaignPreviewResponse = z.object({
  at: z.iso.datetime({ offset: true }),
  language: z.string(),
  is_business: z.boolean(),
  results: z.array(schemeResponse.extend({ in_sorted_list: z.boolean(), is_special: z.boolean() })),
  hidden: z.array(schemeResponse.extend({ reason: z.enum(HIDDEN_REASON), message: z.string() })),
});

export const campaignPreviewDocs = operations([
  {
    method: 'get',
    path: '/administrator/campaign-preview/',
    summary: 'The campaign list as the storefront shows it at a chosen moment',
    tag: TAG,
    auth: { permission: PERMISSION_FLAG.IS_ROUTE_ADMIN },
    query: previewQuery,
    response: { status: 200, description: '{at, language, is_business, results (as schemes-by-path lists them), hidden (with reason)}.', schema: campaignPreviewResponse },
  },
]);
