import type { ParcelMachine, ParcelMachineSnapshot } from '@salon/api-client';
import { parcelMachineLabel } from '@salon/domain';
import { SearchableAsyncSelect, type SelectOption } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApp } from '../lib/appContext';

export const parcelMachineOption = (machine: ParcelMachine | ParcelMachineSnapshot): SelectOption => ({ value: machine.id, label: parcelMachineLabel(machine) });

/**
 * The parcel machine of the delivery step: a searchable list of the active machines of the
 * delivery country (GET /deliveries/parcel-machines/), through the query cache so retyping a
 * search does not ask again.
 */
export function ParcelMachineField({ countryId, value, onChange, error, disabled }: { countryId: number; value: SelectOption | null; onChange: (option: SelectOption | null) => void; error?: string | undefined; disabled?: boolean }) {
  const { t, queries } = useApp();
  const queryClient = useQueryClient();
  const loadOptions = useCallback(
    async (search: string) => (await queryClient.fetchQuery(queries.parcelMachines({ countryId, search }))).map(parcelMachineOption),
    [queryClient, queries, countryId],
  );
  return (
    <SearchableAsyncSelect
      label={t('parcelMachine')}
      hint={t('parcelMachineHint')}
      name="parcel_machine"
      required
      value={value}
      onChange={onChange}
      loadOptions={loadOptions}
      error={error}
      disabled={disabled}
    />
  );
}
