import type { LocaleCode } from '@salon/domain';
import type { ApiConfig } from './config';
import type { Database } from './db/client';

export interface AuthenticatedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isEmailSubscription: boolean;
  activeCustomerUuid: string | null;
  tokenId: number;
  /** Names of the staff groups the user belongs to (TH_ADMIN, ...). */
  permissionGroups: string[];
  /** Flags from those groups and from the role held in the active customer. */
  permissions: string[];
}

/** Who is asking, in which language, for which delivery country. */
export interface Viewer {
  user: AuthenticatedUser | null;
  locale: LocaleCode;
  deliveryCountryId: number | null;
  /** Restriction client group of the active customer; anonymous visitors count as RETAIL. */
  clientGroup: string;
}

export interface AppEnv {
  Variables: {
    db: Database;
    config: ApiConfig;
    viewer: Viewer;
    /**
     * True when TH-DateTime / TH-Nonce were sent and verified against the salt (set by
     * requestSigningMiddleware): the caller holds the salt, i.e. is our storefront server, whose
     * X-Forwarded-For entry is then trusted (lib/clientAddress.ts).
     */
    signedRequest?: boolean;
  };
}
