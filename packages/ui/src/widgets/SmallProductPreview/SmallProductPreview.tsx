import clsx from 'clsx';
import { Price, type Amount } from '../Price';

export interface SmallProductPreviewProps {
  href: string;
  name: string;
  brandName?: string | null;
  imageUrl?: string | null;
  price: Amount;
  oldPrice?: Amount;
  className?: string;
  onClick?: () => void;
}

/** A compact product link (quick search, suggestions): image, brand, name and price. */
export function SmallProductPreview({ href, name, brandName, imageUrl, price, oldPrice, className, onClick }: SmallProductPreviewProps) {
  return (
    <a
      href={href}
      onClick={onClick}
      className={clsx('flex items-center gap-3 rounded p-2 text-brand-ink hover:bg-brand-surface', className)}
    >
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded bg-brand-surface">
        {imageUrl ? <img src={imageUrl} alt="" loading="lazy" className="size-full object-contain" /> : null}
      </span>
      <span className="flex min-w-0 flex-col">
        {brandName ? <span className="text-body-sm uppercase text-brand-muted">{brandName}</span> : null}
        <span className="line-clamp-2 text-body-sm font-medium">{name}</span>
        <Price price={price} oldPrice={oldPrice} size="sm" as="span" />
      </span>
    </a>
  );
}
