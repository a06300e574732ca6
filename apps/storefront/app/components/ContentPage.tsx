import type { Scheme } from '@salon/api-client';
import { ComposedPage } from '@salon/block-registry';
import { isBusinessCustomer } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApp } from '../lib/appContext';

/** A scheme's stored components rendered through @salon/block-registry. */
export function ContentPage({ scheme, now }: { scheme: Scheme; now: number }) {
  const { queries, locale, user, openModal } = useApp();
  const components = useQuery(queries.components(scheme.uuid));
  const customer = user?.active_company?.customer;
  const context = useMemo(
    () => ({
      mode: 'view' as const,
      locale,
      routeType: scheme.type,
      user: {
        loggedIn: user !== null,
        isBusiness: customer ? isBusinessCustomer(customer) : false,
        isLoyal: customer?.loyalty.is_loyal ?? false,
        canJoinLoyalty: customer?.loyalty.can_join_loyalty ?? false,
        loyaltySpendEur: customer?.customer_loyalty ? Number(customer.customer_loyalty.total_spent_amount) : null,
      },
      now,
      productLists: {},
      posts: [],
      pageCreatedAt: scheme.created_at,
      onLogin: () => openModal('login'),
      onRegister: () => openModal('register'),
    }),
    [locale, scheme, user, customer, now, openModal],
  );
  const data = components.data;
  if (!data) return null;
  return <ComposedPage components={data.components} pattern={data.pattern ?? null} context={context} />;
}
