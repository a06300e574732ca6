import type { ReactNode } from 'react';
import { Button } from '@salon/ui';

/**
 * A button in an admin list row. Every row repeats the same labels, so the row's own name follows
 * the label for screen readers only: "Edit: <name>" tells the buttons of different rows apart.
 */
export function RowAction({ label, of, onClick }: { label: string; of: ReactNode; onClick: () => void }) {
  return (
    <Button variant="link" onClick={onClick}>
      {label}
      <span className="sr-only">: {of}</span>
    </Button>
  );
}
