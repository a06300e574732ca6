/** The small number over the cart icon; hidden from screen readers, the button name says it. */
export function CountBubble({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-bubble"
      className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-brand-accent px-1 text-xs font-bold leading-5 text-white"
    >
      {count}
    </span>
  );
}
