import { FIRST_PAGE, PAGE_QUERY_PARAM, PAGE_SIZE, formatEur, totalPages } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Route } from './+types/orders';
import { Pagination } from '@salon/ui';
import { orderStatusText } from '../../lib/orderStatusText';
import { pageHref } from '../../lib/pageHref';
import { useApp } from '../../lib/appContext';
import { Hydrated, dehydrated } from '../../lib/hydration';
import { requestContext } from '../../lib/request.server';
import { privatePageMeta } from '../../lib/meta';

const historyParams = (url: URL) => ({ page: Math.max(FIRST_PAGE, Number(url.searchParams.get(PAGE_QUERY_PARAM)) || FIRST_PAGE), page_size: PAGE_SIZE.ORDER_HISTORY });

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  const params = historyParams(new URL(request.url));
  await ctx.queryClient.prefetchQuery(ctx.queries.orderHistory(params));
  return { dehydratedState: dehydrated(ctx), params };
}

function OrderHistory({ params }: { params: { page: number; page_size: number } }) {
  const { t, queries, locale } = useApp();
  const location = useLocation();
  const history = useQuery(queries.orderHistory(params)).data;
  const url = new URL(`${location.pathname}${location.search}`, 'http://storefront.local');
  return (
    <section>
      <h1 className="text-h1">{t('orders')}</h1>
      <ul className="my-4 flex flex-col gap-2" data-testid="order-history">
        {(history?.results ?? []).map((order) => (
          <li key={order.uuid} className="flex justify-between gap-4 border-b border-brand-line py-2">
            <a href={`/account/orders/${order.uuid}`} className="whitespace-nowrap underline">
              {t('order', { number: order.number })}
            </a>
            <span>{new Date(order.submitted_at ?? order.created_at).toLocaleDateString(locale.replace('_', '-'))}</span>
            <span data-testid="order-status">{t(orderStatusText(order.status))}</span>
            <span>{formatEur(order.total_with_coupon_discount, locale)}</span>
          </li>
        ))}
      </ul>
      <Pagination currentPage={params.page} totalPages={totalPages(history?.count ?? 0, params.page_size)} hrefForPage={(page) => pageHref(url, page)} />
    </section>
  );
}

export const meta = privatePageMeta('orders', 'account');

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <OrderHistory params={loaderData.params} />
    </Hydrated>
  );
}
