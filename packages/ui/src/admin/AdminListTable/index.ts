export { AdminListTable, type AdminListColumn, type AdminListOption, type AdminListRow, type AdminListStatus, type AdminListTableProps } from './AdminListTable';
export { useAdminColumnLabels, type AdminColumnLabels } from './useAdminColumnLabels';
