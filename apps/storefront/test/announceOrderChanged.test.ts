import { queryKeys } from '@salon/api-client';
import { ORDER_BROADCAST_CHANNEL } from '@salon/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { announceOrderChangedOnServer } from '../app/lib/cart';

describe('announceOrderChangedOnServer', () => {
  it('marks the order and the orders list stale and tells the other tabs on the order channel', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.order('u-1'), { uuid: 'u-1' });
    queryClient.setQueryData(queryKeys.orders(), [{ uuid: 'u-1' }]);
    const otherTab = new BroadcastChannel(ORDER_BROADCAST_CHANNEL);
    const heard = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event: MessageEvent) => resolve(event.data);
    });

    announceOrderChangedOnServer(queryClient, 'u-1');

    expect(await heard).toEqual({ type: 'order-changed', uuid: 'u-1' });
    expect(queryClient.getQueryState(queryKeys.order('u-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.orders())?.isInvalidated).toBe(true);
    otherTab.close();
  });
});
