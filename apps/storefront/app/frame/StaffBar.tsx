import { AdminBar } from '@salon/ui';
import { pageEditorHref } from '../lib/creatorEditLinks';

/**
 * The admin bar over the shop, for staff only: a chunk of its own (decision 0070), fetched before
 * hydrating when the server rendered it (entry.client.tsx), so shoppers never download it. The
 * frame passes what it decides (permissions, the text-editing switch), which the route's content
 * shares with it.
 */
export default function StaffBar({
  composedScheme,
  isRouteAdmin,
  textEditing,
}: {
  composedScheme: { uuid: string; route_uuid: string } | null;
  isRouteAdmin: boolean;
  textEditing?: { on: boolean; onToggle: (next: boolean) => void };
}) {
  return <AdminBar isStaff isRouteAdmin={isRouteAdmin} editorHref={composedScheme ? pageEditorHref(composedScheme) : undefined} textEditing={composedScheme ? textEditing : undefined} />;
}
