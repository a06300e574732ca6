import { ADMIN_PATH } from '@salon/domain';

// Outside app/admin: the ADMIN bar on shopper pages builds the page editor link, and shopper
// chunks must carry no admin module (bench/bundle).

export interface CreatorParams {
  route?: string | null;
  scheme?: string | null;
  component?: string | null;
  placeholder?: string | null;
  type?: string | null;
  page?: string | null;
}

/** The creator edit link; like the page editor link it carries disableComposer and useCreator. */
export function creatorEditHref(params: CreatorParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  search.set('disableComposer', 'true');
  search.set('useCreator', 'true');
  return `${ADMIN_PATH.CREATOR_EDIT}?${search}`;
}

/** The ADMIN bar's page editor link: opens the creator on the scheme the current page renders. */
export function pageEditorHref(scheme: { uuid: string; route_uuid: string }): string {
  return creatorEditHref({ route: scheme.route_uuid, scheme: scheme.uuid });
}
