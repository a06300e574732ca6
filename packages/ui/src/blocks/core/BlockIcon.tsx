import { ICON, type Icon } from '@salon/domain';

// Simple 24px line glyphs; decorative, the text beside them carries the meaning.
const PATHS: Record<Exclude<Icon, typeof ICON.NONE>, string> = {
  [ICON.GLOBE]: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z',
  [ICON.PACKAGE]: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0 9 4.5m0 0 9-4.5M12 12v9M7.5 5.3l9 4.5',
  [ICON.EURO]: 'M17 6.5A6.5 6.5 0 1 0 17 17.5M4 10h9M4 14h9',
  [ICON.HEART]: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  [ICON.TAG]: 'M3 12V3h9l9 9-9 9-9-9Zm4.5-4.5h.01',
  [ICON.TRUCK]: 'M2 6h11v9H2V6Zm11 3h4l3 3v3h-7V9ZM6 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  [ICON.MEGAPHONE]: 'M3 10v4h3l8 4V6L6 10H3Zm14-1a3 3 0 0 1 0 6',
  [ICON.GIFT]: 'M3 8h18v4H3V8Zm2 4h14v9H5v-9Zm7-4v13M12 8S10 3 7.5 4.5 9 8 12 8Zm0 0s2-5 4.5-3.5S15 8 12 8Z',
};

export function BlockIcon({ icon, className }: { icon: Icon; className?: string }) {
  if (icon === ICON.NONE) return null;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className={className ?? 'h-8 w-8'}>
      <path d={PATHS[icon]} />
    </svg>
  );
}
