export interface ThinBannerProps {
  /** Decorative background; the title carries the meaning. */
  imageUrl: string;
  title: string;
  /** Optional call to action drawn as a button inside the single link. */
  buttonText?: string;
  linkUrl: string;
}

/** A full-width strip; the whole area is one link named by its title (and button text). */
export function ThinBanner({ imageUrl, title, buttonText, linkUrl }: ThinBannerProps) {
  return (
    <a
      href={linkUrl}
      className="group relative flex min-h-24 items-center justify-between gap-4 overflow-hidden rounded bg-brand-ink bg-cover bg-center px-gutter-lg py-4 text-white"
      style={{ backgroundImage: `url(${JSON.stringify(imageUrl)})` }}
    >
      {/* The scrim keeps white text readable on any photo. */}
      <span aria-hidden="true" className="absolute inset-0 bg-black/55" />
      <span className="relative text-h3">{title}</span>
      {buttonText ? (
        <span className="relative shrink-0 rounded bg-white px-4 py-2 font-semibold text-brand-ink group-hover:bg-brand-surface">
          {buttonText}
        </span>
      ) : null}
    </a>
  );
}
