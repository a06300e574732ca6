/** Types of bench/bundle/run.mjs for the TypeScript test beside it. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteRow {
  id: string;
  path: string;
  privileged: boolean;
  hasUi: boolean;
  jsFiles: string[];
  cssFiles: string[];
  js: Sizes;
  ownJs: Sizes;
  css: Sizes;
  missing: string[];
}
export interface BundleReport {
  clientDir: string;
  version: string;
  /** False when the server build uses lazy route discovery: the browser never fetches the manifest file, so it is not counted. */
  manifestFetched: boolean;
  budgetKb: number;
  home: { id: string; js: Sizes; css: Sizes } | null;
  homeBreakdown: { group: string; raw: number; gzip: number }[] | null;
  privilegedRoutes: string[];
  sourceMaps: boolean;
  rows: RouteRow[];
  violations: string[];
}
export const DEFAULT_CLIENT_DIR: string;
export const HOME_BUDGET_KB: number;
export const PRIVILEGED_ROUTE_ID: RegExp;
export const PRIVILEGED_SOURCE: RegExp;
export function readRouteManifest(clientDir: string): unknown;
export function isPrivilegedRoute(id: string, routes?: Record<string, { id: string; parentId?: string }>): boolean;
export function analyseBuild(clientDir?: string, options?: { budgetKb?: number }): BundleReport;
export function formatReport(report: BundleReport): string;
export function kb(bytes: number): string;
export function sourceGroup(source: string): string;
