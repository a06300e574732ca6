import { adminQueryKeys, type CreatorApi, type CreatorBlueprint, type CreatorComponent, type CreatorPlaceholder } from './api';

/**
 * The scheme's lists as the panels read them: one definition each, so two panels showing the same
 * list share its cache entry and a write refetches both.
 */
export const schemeQueries = {
  components: (api: CreatorApi, schemeUuid: string) => ({
    queryKey: adminQueryKeys.list('components', { scheme_uuid: schemeUuid, all: true }),
    queryFn: () => api.listAll<CreatorComponent>('components', { scheme_uuid: schemeUuid }),
  }),
  placeholders: (api: CreatorApi, schemeUuid: string) => ({
    queryKey: adminQueryKeys.list('placeholders', { scheme_uuid: schemeUuid }),
    queryFn: () => api.listAll<CreatorPlaceholder>('placeholders', { scheme_uuid: schemeUuid }),
  }),
  blueprints: (api: CreatorApi, schemeUuid: string) => ({
    queryKey: adminQueryKeys.list('blueprints', { scheme_uuid: schemeUuid }),
    queryFn: () => api.listAll<CreatorBlueprint>('blueprints', { scheme_uuid: schemeUuid }),
  }),
};
