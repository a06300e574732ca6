import type { BrandRef, Category } from '@salon/api-client';
import { data } from 'react-router';
import type { RequestContext } from './request.server';

export async function brandBySlug(ctx: RequestContext, slug: string): Promise<BrandRef> {
  const brands = await ctx.queryClient.fetchQuery(ctx.queries.brands());
  const brand = brands.find((candidate) => candidate.slug === slug || String(candidate.id) === slug);
  if (!brand) throw data('NOT_FOUND', { status: 404 });
  return brand;
}

export async function categoryById(ctx: RequestContext, id: string): Promise<Category> {
  const categories = await ctx.queryClient.fetchQuery(ctx.queries.categories());
  const category = categories.find((candidate) => String(candidate.id) === id);
  if (!category) throw data('NOT_FOUND', { status: 404 });
  return category;
}
