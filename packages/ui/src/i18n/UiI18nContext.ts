import type { Translator } from '@salon/domain';
import { createContext } from 'react';

/** The translator of the nearest UiI18nProvider / UiTextsProvider; null outside them. */
export const UiI18nContext = createContext<Translator | null>(null);
