import { Fragment } from 'react';
import type { SlotChild } from './context';

/** The elements of a slot in order. */
export function SlotContent({ items }: { items: readonly SlotChild[] | undefined }) {
  return (
    <>
      {(items ?? []).map((child) => (
        <Fragment key={child.uuid}>{child.element}</Fragment>
      ))}
    </>
  );
}
