/**
 * The huge banner's seen flags (spec: "shown on first visit, seen flag stored per uuid"): the
 * uuids of banners this browser has shown, kept in localStorage so a reload or a later visit
 * does not show them again. A browser without storage (private mode that throws, or the server)
 * remembers nothing and shows the banner, which is the safe side.
 */
export const SEEN_BANNERS_KEY = 'salon.hugeBanner.seen';
/** Enough for every campaign a shopper meets; the oldest flags go first beyond it. */
export const SEEN_BANNERS_LIMIT = 100;

function read(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SEEN_BANNERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export interface SeenBanners {
  isSeen: (uuid: string) => boolean;
  markSeen: (uuid: string) => void;
}

export function seenBannersIn(storage: () => Storage | undefined): SeenBanners {
  return {
    isSeen: (uuid) => read(storage()).includes(uuid),
    markSeen: (uuid) => {
      const seen = read(storage()).filter((item) => item !== uuid);
      try {
        storage()?.setItem(SEEN_BANNERS_KEY, JSON.stringify([...seen, uuid].slice(-SEEN_BANNERS_LIMIT)));
      } catch {
        // Full or refused storage: the banner shows again next time, nothing breaks.
      }
    },
  };
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The store's flags, one object for every page so block contexts stay stable. */
export const seenBanners = seenBannersIn(browserStorage);
