import { describe, it, expect } from 'vitest';
import { listedCampaignRoutes } from './listedCampaignRoutes';

describe('listedCampaignRoutes', () => {
  it('drops negative orders and sorts ascending', () => {
    const routes = [
      { uuid: 'c', props: { order: 2 } },
      { uuid: 'special', props: { order: -1 } },
      { uuid: 'a', props: { order: 0 } },
      { uuid: 'b', props: { order: 1 } },
    ];
    expect(listedCampaignRoutes(routes).map((route) => route.uuid)).toEqual(['a', 'b', 'c']);
  });
  it('treats a missing order as 0', () => {
    expect(listedCampaignRoutes([{ uuid: 'x', props: { order: 3 } }, { uuid: 'y' }]).map((r) => r.uuid)).toEqual(['y', 'x']);
  });
  it('does not mutate its input', () => {
    const routes = [{ props: { order: 2 } }, { props: { order: 1 } }];
    listedCampaignRoutes(routes);
    expect(routes[0]?.props.order).toBe(2);
  });
});
