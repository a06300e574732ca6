import { ApiError, apiErrorText } from '@salon/api-client';
import { ADMIN_GROUPS, USER_ROLE } from '@salon/domain';
import { Button, ModalWrapper, TextInput, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { AdminFormModal, type AdminFormField } from '../../admin/AdminFormModal';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { adminKeys, useAdminApi } from '../../admin/adminApi';
import { useAdminDone } from '../../admin/useAdminAction';

/** The roles a user can hold in a customer (the API refuses the staff roles there). */
const CUSTOMER_ROLES = [USER_ROLE.CUSTOMER_ADMIN, USER_ROLE.CUSTOMER_USER] as const;
type CustomerRole = (typeof CUSTOMER_ROLES)[number];
interface Membership {
  customer_uuid: string;
  customer_name?: string | null;
  role: CustomerRole;
}
interface AdminUserDetail {
  id: number;
  email: string;
  memberships: Membership[];
}

const inputClass = 'min-h-11 rounded border border-brand-ink bg-brand-paper px-3 py-2 text-body';

/**
 * A user's customer memberships as one list (the API replaces the whole set): each row a
 * customer id and a role; the API's per-row messages (`memberships.0.customer_uuid`) show at the row.
 */
function MembershipsModal({ user, onClose }: { user: { id: number; email: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const done = useAdminDone('users');
  const idPrefix = useId();
  const detail = useQuery({ queryKey: [...adminKeys.endpoint('users'), 'detail', user.id], queryFn: () => api.get<AdminUserDetail>('users', user.id) });
  const [rows, setRows] = useState<Membership[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const current = rows ?? detail.data?.memberships ?? [];
  const change = (index: number, patch: Partial<Membership>) => setRows(current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await api.update('users', user.id, { memberships: current.map(({ customer_uuid, role }) => ({ customer_uuid: customer_uuid.trim(), role })) });
      await done();
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.fromEntries(Object.entries(error.fieldErrors).map(([key, messages]) => [key, messages.join(' ')])) : {};
      setFailure({ message: error instanceof ApiError ? error.message : apiErrorText(error), fields });
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (index: number, field: keyof Membership) => failure?.fields[`memberships.${index}.${field}`];
  // Messages about the list as a whole (e.g. a customer listed twice).
  const listError = failure?.fields.memberships;
  return (
    <ModalWrapper open onClose={onClose} title={t('adminOps.editMembershipsOf', { email: user.email })} preventClose={saving}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {[failure.message, listError].filter(Boolean).join(' ')}
          </p>
        ) : null}
        {detail.isError ? (
          <p role="alert" className="text-status-error">
            {t('adminOps.loadFailed')}{' '}
            <Button variant="link" onClick={() => void detail.refetch()}>
              {t('adminOps.retry')}
            </Button>
          </p>
        ) : null}
        {detail.data && current.length === 0 ? <p>{t('adminOps.noMemberships')}</p> : null}
        <ol className="flex flex-col gap-4">
          {current.map((row, index) => {
            const number = index + 1;
            const roleId = `${idPrefix}-role-${index}`;
            const roleError = fieldError(index, 'role');
            return (
              <li key={index}>
                <fieldset className="flex flex-col gap-2 rounded border border-brand-line p-3">
                  <legend className="px-1 text-body-sm font-semibold">
                    {t('adminOps.membershipNumber', { number })}
                    {row.customer_name ? `: ${row.customer_name}` : ''}
                  </legend>
                  <TextInput label={t('adminOps.customerUuid')} required value={row.customer_uuid} error={fieldError(index, 'customer_uuid')} onChange={(event) => change(index, { customer_uuid: event.target.value, customer_name: null })} />
                  <label htmlFor={roleId} className="text-body-sm font-semibold">
                    {t('adminOps.role')}
                  </label>
                  <select id={roleId} value={row.role} aria-invalid={roleError ? true : undefined} aria-describedby={roleError ? `${roleId}-error` : undefined} onChange={(event) => change(index, { role: event.target.value as CustomerRole })} className={inputClass}>
                    {CUSTOMER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`adminOps.role_${role}`)}
                      </option>
                    ))}
                  </select>
                  {roleError ? (
                    <p id={`${roleId}-error`} className="text-body-sm text-status-error">
                      {roleError}
                    </p>
                  ) : null}
                  <Button variant="link" onClick={() => setRows(current.filter((_, at) => at !== index))} className="self-start text-body-sm">
                    {t('adminOps.removeMembership', { number })}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" disabled={!detail.data} onClick={() => setRows([...current, { customer_uuid: '', role: USER_ROLE.CUSTOMER_USER }])} className="self-start font-semibold">
          {t('adminOps.addMembership')}
        </Button>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving} className="font-semibold">
            {t('adminUi.cancel')}
          </Button>
          <Button size={null} type="submit" disabled={saving || !detail.data} className="px-6 py-2 disabled:opacity-60">
            {t('adminPages.save')}
          </Button>
        </div>
      </form>
    </ModalWrapper>
  );
}

const userSchema = z.object({
  is_active: z.boolean(),
  // A single checked box gives a string, none gives false: normalise to a list.
  permission_groups: z.preprocess((value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []), z.array(z.string())),
});
type UserValues = z.infer<typeof userSchema>;

/**
 * /admin/users: users list; activate / deactivate and set admin groups (the API refuses what the
 * caller may not grant); edit customer memberships.
 */
export default function AdminUsers() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const done = useAdminDone('users');
  const [editing, setEditing] = useState<(UserValues & { id: number; email: string }) | null>(null);
  const [membershipsOf, setMembershipsOf] = useState<{ id: number; email: string } | null>(null);
  const fields: AdminFormField<UserValues>[] = [
    { name: 'is_active', label: t('adminOps.active'), kind: 'checkbox' },
    { name: 'permission_groups', label: t('adminOps.permissionGroups'), kind: 'checkboxes', options: ADMIN_GROUPS.map((group) => ({ value: group, label: group })) },
  ];
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.users')}</h1>
      <AdminList
        endpoint="users"
        caption={t('adminNav.users')}
        renderActions={(row) => (
          <span className="flex gap-3">
            <RowAction
              label={t('adminPages.edit')}
              of={String(row.email)}
              onClick={() =>
                setEditing({
                  id: Number(row.id),
                  email: String(row.email),
                  is_active: row.is_active === true,
                  permission_groups: Array.isArray(row.permission_groups) ? row.permission_groups.map((group: { name: string }) => group.name) : [],
                })
              }
            />
            <RowAction label={t('adminOps.editMemberships')} of={String(row.email)} onClick={() => setMembershipsOf({ id: Number(row.id), email: String(row.email) })} />
          </span>
        )}
      />
      <AdminFormModal
        open={editing !== null}
        title={t('adminOps.editUser', { email: editing?.email ?? '' })}
        fields={fields}
        schema={userSchema}
        defaultValues={editing ?? {}}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return;
          await api.update('users', editing.id, values);
          await done();
          setEditing(null);
        }}
      />
      {membershipsOf ? <MembershipsModal user={membershipsOf} onClose={() => setMembershipsOf(null)} /> : null}
    </section>
  );
}
