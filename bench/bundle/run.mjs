#!/usr/bin/env node
/**
 * Bundle budget of the storefront's production build.
 *
 * Reads React Router's route manifest from apps/storefront/build/client (the file
 * assets/manifest-<hash>.js that the browser loads as `window.__reactRouterManifest`) and, for
 * every route, adds up what a first visit to that route downloads: the client entry and its
 * imports, the manifest itself (unless the build discovers routes lazily, see discoversRoutesLazily), and the module + static imports of every route from root down
 * to the route. CSS is the manifest's `css` lists plus stylesheets the route's chunks link by URL
 * (`import href from './x.css?url'`). Sizes are raw, gzip (zlib level 6, what a compressing
 * Node server such as react-router-serve sends) and brotli (quality 11, what a CDN or a
 * precompressing server sends).
 *
 * Checks (exit code 1 with --check when any fails):
 *   - the home route's first-load JavaScript is at most --budget-kb kB gzip (default 120,
 *     1 kB = 1000 bytes);
 *   - no shopper route (any route whose id is not under routes/admin* or routes/creator*) loads
 *     an admin or creator route module;
 *   - when the build has source maps (`react-router build --sourcemapClient hidden`), no chunk
 *     a shopper route loads contains a source file from an admin or creator folder.
 *
 *   node bench/bundle/run.mjs [--build apps/storefront/build/client] [--check] [--budget-kb 120] [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CLIENT_DIR = path.resolve(here, '../../apps/storefront/build/client');
export const HOME_BUDGET_KB = 120;
const BYTES_PER_KB = 1000;
const GZIP_LEVEL = 6;
const MANIFEST_PREFIX = 'window.__reactRouterManifest=';
/**
 * Route ids of staff-only code: routes/admin, routes/admin.products, routes/admin/..., routes/_admin...,
 * routes/creator..., and the admin and creator layouts. Every route below one of them is staff-only too.
 */
export const PRIVILEGED_ROUTE_ID = /^(routes|layouts)\/_?(admin|creator)(\b|[._/$-]|$)/i;
/** Source paths (from source maps) that are staff-only code. */
export const PRIVILEGED_SOURCE = /(^|\/)(app\/routes\/_?(admin|creator)|app\/(admin|creator)|src\/(admin|creator))([./_-]|$)/i;
/**
 * Server-only data no browser file may hold (checked in every client script, lazy chunks too,
 * without source maps): the 10,000 common passwords, which only the API checks (decision 0076;
 * a schema built at import once carried them into the login modal's chunk).
 */
export const SERVER_ONLY_CONTENT = [{ what: 'the common-password list (packages/domain/src/data/commonPasswords.ts)', pattern: /password(?:\\n|\n)123456(?:\\n|\n)12345678(?:\\n|\n)1234(?:\\n|\n)qwerty/ }];
const CSS_URL = /["'`](\/assets\/[^"'`\s]+\.css)["'`]/g;

/** Finds and parses React Router's client route manifest in <clientDir>/assets. */
export function readRouteManifest(clientDir) {
  const assetsDir = path.join(clientDir, 'assets');
  if (!fs.existsSync(assetsDir)) throw new Error(`${assetsDir} does not exist: build the storefront first (cd apps/storefront && npx react-router build)`);
  const candidates = fs
    .readdirSync(assetsDir)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assetsDir, name))
    .filter((file) => fs.readFileSync(file, 'utf8').startsWith(MANIFEST_PREFIX))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (candidates.length === 0) throw new Error(`no React Router manifest (assets/manifest-*.js) in ${assetsDir}`);
  const text = fs.readFileSync(candidates[0], 'utf8').trim();
  return JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, ''));
}

const sizeCache = new Map();
/** Raw, gzip and brotli size of one built file (URL path like /assets/x.js). */
function fileSizes(clientDir, url) {
  const key = `${clientDir}|${url}`;
  if (!sizeCache.has(key)) {
    const file = path.join(clientDir, url.replace(/^\//, ''));
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    sizeCache.set(key, {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: GZIP_LEVEL }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
      missing: !fs.existsSync(file),
    });
  }
  return sizeCache.get(key);
}

function sum(clientDir, urls) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const size = fileSizes(clientDir, url);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

function routeChain(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) chain.unshift(route);
  return chain;
}

function routePath(chain) {
  const parts = chain.map((route) => route.path ?? '').filter((part) => part !== '');
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

/** Stylesheets linked by URL from inside JS chunks (`?url` imports in `links` exports). */
function cssLinkedFrom(clientDir, jsUrls) {
  const found = new Set();
  for (const url of jsUrls) {
    const file = path.join(clientDir, url.replace(/^\//, ''));
    if (!fs.existsSync(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(CSS_URL)) found.add(match[1]);
  }
  return found;
}

/** Source files bundled into a chunk, from its source map when the build has one. */
function chunkSources(clientDir, url) {
  const file = path.join(clientDir, `${url.replace(/^\//, '')}.map`);
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).sources ?? [];
  } catch {
    return null;
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one source-map mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Where a source path lives: the npm package name, or the workspace folder (packages/ui/src/blocks). */
export function sourceGroup(source) {
  const clean = source.replace(/\\/g, '/');
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const local = clean.replace(/^(\.\.\/)+/, '').replace(/^.*?\/((packages|apps)\/[^/]+\/)/, '$1');
  const parts = local.split('/');
  const src = parts.indexOf('src');
  const app = parts.indexOf('app');
  const cut = src >= 0 ? src + 2 : app >= 0 ? app + 2 : parts.length - 1;
  return parts.slice(0, Math.min(cut, parts.length - 1)).join('/') || local;
}

/** Minified bytes of a chunk per source group, from its source map; null without a map. */
function chunkBreakdown(clientDir, url) {
  const mapFile = path.join(clientDir, `${url.replace(/^\//, '')}.map`);
  const file = path.join(clientDir, url.replace(/^\//, ''));
  if (!fs.existsSync(mapFile) || !fs.existsSync(file)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const bytes = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta !== undefined) sourceIndex += sourceDelta;
        return { column, source: sourceDelta !== undefined ? sourceIndex : null };
      });
    const lineLength = Buffer.byteLength(lines[lineIndex] ?? '');
    segments.forEach((segment, index) => {
      if (segment.source === null) return;
      const end = segments[index + 1]?.column ?? lineLength;
      const group = sourceGroup(map.sources[segment.source] ?? 'unknown');
      bytes.set(group, (bytes.get(group) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return bytes;
}

export function isPrivilegedRoute(id, routes = {}) {
  for (let route = routes[id] ?? { id }; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (PRIVILEGED_ROUTE_ID.test(route.id)) return true;
  }
  return false;
}

/**
 * Whether the server build next to <clientDir> uses React Router's lazy route discovery (its
 * default, `routeDiscovery: { mode: "lazy" }`). The browser then never fetches assets/manifest-*.js:
 * the document inlines the part of the manifest the page needs and later navigations ask
 * `/__manifest` (checked with Chromium: no request for the manifest file on the home page). Without
 * a server build (or in "initial" mode) the manifest file is counted, as the browser loads it then.
 */
function discoversRoutesLazily(clientDir) {
  const serverDir = path.join(clientDir, '..', 'server');
  const serverEntry = path.join(serverDir, 'index.js');
  if (!fs.existsSync(serverEntry)) return false;
  // The entry may only re-export the build from a chunk of its own (server/assets/server-build-*.js).
  const assetsDir = path.join(serverDir, 'assets');
  const chunks = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((name) => name.endsWith('.js')).map((name) => path.join(assetsDir, name)) : [];
  return [serverEntry, ...chunks].some((file) => /\brouteDiscovery\s*=\s*\{\s*"?mode"?\s*:\s*"lazy"/.test(fs.readFileSync(file, 'utf8')));
}

/**
 * Everything the report and the checks need: per-route first-load JS and CSS, the home figure
 * against the budget, and admin/creator leaks into shopper routes.
 */
export function analyseBuild(clientDir = DEFAULT_CLIENT_DIR, { budgetKb = HOME_BUDGET_KB } = {}) {
  sizeCache.clear();
  const manifest = readRouteManifest(clientDir);
  const routes = manifest.routes;
  const manifestFetched = !discoversRoutesLazily(clientDir);
  const entryJs = [manifest.entry.module, ...manifest.entry.imports, ...(manifestFetched ? [manifest.url] : [])];
  const privilegedModules = new Map(Object.values(routes).filter((route) => isPrivilegedRoute(route.id, routes)).map((route) => [route.module, route.id]));

  const rows = [];
  for (const route of Object.values(routes)) {
    const chain = routeChain(routes, route.id);
    const js = new Set(entryJs);
    const css = new Set(manifest.entry.css ?? []);
    for (const link of chain) {
      js.add(link.module);
      for (const url of link.imports ?? []) js.add(url);
      for (const url of link.css ?? []) css.add(url);
    }
    for (const url of cssLinkedFrom(clientDir, js)) css.add(url);
    const parentJs = new Set(entryJs);
    for (const link of chain.slice(0, -1)) {
      parentJs.add(link.module);
      for (const url of link.imports ?? []) parentJs.add(url);
    }
    const ownJs = [...js].filter((url) => !parentJs.has(url));
    rows.push({
      id: route.id,
      path: route.index ? `${routePath(chain)} (index)` : routePath(chain),
      privileged: isPrivilegedRoute(route.id, routes),
      hasUi: Boolean(route.hasDefaultExport),
      jsFiles: [...js],
      cssFiles: [...css],
      js: sum(clientDir, js),
      ownJs: sum(clientDir, ownJs),
      css: sum(clientDir, css),
      missing: [...js, ...css].filter((url) => fileSizes(clientDir, url).missing),
    });
  }
  rows.sort((a, b) => Number(a.privileged) - Number(b.privileged) || a.path.localeCompare(b.path));

  const violations = [];
  const home = rows.find((row) => row.id === 'routes/home') ?? rows.find((row) => routes[row.id]?.index && routes[row.id]?.parentId === 'root');
  if (!home) violations.push('no home route (index route under root) in the manifest');
  else if (home.js.gzip > budgetKb * BYTES_PER_KB) {
    violations.push(`home route first-load JS is ${kb(home.js.gzip)} kB gzip, over the ${budgetKb} kB budget`);
  }
  for (const row of rows) {
    if (row.missing.length) violations.push(`${row.id}: manifest names files that are not in the build: ${row.missing.join(', ')}`);
  }

  const assetsDir = path.join(clientDir, 'assets');
  for (const name of fs.readdirSync(assetsDir).filter((file) => file.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(assetsDir, name), 'utf8');
    for (const { what, pattern } of SERVER_ONLY_CONTENT) if (pattern.test(text)) violations.push(`/assets/${name} holds ${what}, which only the server needs`);
  }

  let sourceMaps = false;
  for (const row of rows.filter((candidate) => !candidate.privileged)) {
    for (const url of row.jsFiles) {
      const owner = privilegedModules.get(url);
      if (owner) violations.push(`shopper route ${row.id} loads ${url}, the module of ${owner}`);
      const sources = chunkSources(clientDir, url);
      if (sources === null) continue;
      sourceMaps = true;
      for (const source of sources) {
        if (PRIVILEGED_SOURCE.test(source.replace(/\\/g, '/'))) violations.push(`shopper route ${row.id} loads ${url}, which bundles staff-only source ${source}`);
      }
    }
  }

  // With source maps: what the home route's first load is made of, by package or workspace folder.
  let homeBreakdown = null;
  if (home) {
    const totals = new Map();
    for (const url of home.jsFiles) {
      const bytes = chunkBreakdown(clientDir, url);
      if (!bytes) continue;
      const size = fileSizes(clientDir, url);
      for (const [group, count] of bytes) {
        const entry = totals.get(group) ?? { raw: 0, gzip: 0 };
        entry.raw += count;
        // gzip share estimated from the chunk's own compression ratio.
        entry.gzip += size.raw ? (count * size.gzip) / size.raw : 0;
        totals.set(group, entry);
      }
    }
    if (totals.size) homeBreakdown = [...totals].map(([group, size]) => ({ group, ...size })).sort((a, b) => b.raw - a.raw);
  }

  return {
    clientDir,
    version: manifest.version,
    manifestFetched,
    homeBreakdown,
    budgetKb,
    home: home ? { id: home.id, js: home.js, css: home.css } : null,
    privilegedRoutes: rows.filter((row) => row.privileged).map((row) => row.id),
    sourceMaps,
    rows,
    violations: [...new Set(violations)],
  };
}

export function kb(bytes) {
  return (bytes / BYTES_PER_KB).toFixed(1);
}

function table(headers, rows, leftColumns = 2) {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => cells.map((cell, index) => (index < leftColumns ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(report) {
  const lines = [];
  lines.push(`Storefront bundle (${path.relative(process.cwd(), report.clientDir) || '.'}, manifest ${report.version}); kB = 1000 bytes; gzip level ${GZIP_LEVEL}, brotli quality 11`);
  lines.push(`First load per route = client entry + ${report.manifestFetched ? 'route manifest + ' : ''}every route module and static import from root to the route${report.manifestFetched ? '' : ' (lazy route discovery: the route manifest file is not fetched, not counted)'}.`);
  lines.push('');
  lines.push(
    table(
      ['route', 'path', 'JS files', 'JS raw', 'JS gzip', 'JS br', 'own JS gzip', 'CSS raw', 'CSS gzip', 'CSS br'],
      report.rows.map((row) => [
        row.privileged ? `${row.id} [staff]` : row.id,
        row.hasUi ? row.path : `${row.path} (no UI)`,
        row.jsFiles.length,
        kb(row.js.raw),
        kb(row.js.gzip),
        kb(row.js.brotli),
        kb(row.ownJs.gzip),
        kb(row.css.raw),
        kb(row.css.gzip),
        kb(row.css.brotli),
      ]),
    ),
  );
  lines.push('');
  if (report.home) {
    const homeRow = report.rows.find((row) => row.id === report.home.id);
    lines.push(`Files of the home route's first load (largest first):`);
    lines.push(
      table(
        ['file', 'kind', 'raw', 'gzip', 'br'],
        [...homeRow.jsFiles.map((url) => [url, 'js']), ...homeRow.cssFiles.map((url) => [url, 'css'])]
          .map(([url, kind]) => ({ url, kind, size: fileSizes(report.clientDir, url) }))
          .sort((a, b) => b.size.gzip - a.size.gzip)
          .map(({ url, kind, size }) => [url, kind, kb(size.raw), kb(size.gzip), kb(size.brotli)]),
      ),
    );
    lines.push('');
    if (report.homeBreakdown) {
      lines.push(`What the home route's first load is made of (from source maps; minified bytes, gzip estimated per chunk):`);
      lines.push(table(['package or folder', 'raw', 'gzip~'], report.homeBreakdown.slice(0, 20).map((item) => [item.group, kb(item.raw), kb(item.gzip)]), 1));
      lines.push('');
    }
    const verdict = report.home.js.gzip <= report.budgetKb * BYTES_PER_KB ? 'within' : 'OVER';
    lines.push(
      `Home first load: ${kb(report.home.js.gzip)} kB gzip JS (${kb(report.home.js.brotli)} kB brotli, ${kb(report.home.js.raw)} kB raw) — ${verdict} the ${report.budgetKb} kB gzip budget; CSS ${kb(report.home.css.gzip)} kB gzip.`,
    );
  }
  lines.push(
    report.privilegedRoutes.length
      ? `Staff routes (admin/creator): ${report.privilegedRoutes.join(', ')}`
      : 'Staff routes (admin/creator): none in this build yet; the leak check has nothing to catch.',
  );
  lines.push(
    report.sourceMaps
      ? 'Source maps found: shopper chunks checked module by module for admin/creator sources.'
      : 'No source maps: leak check is per route module only (build with --sourcemapClient hidden for the module-level check).',
  );
  lines.push(report.violations.length ? `Violations:\n${report.violations.map((v) => `  - ${v}`).join('\n')}` : 'Violations: none');
  return lines.join('\n');
}

function main() {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: DEFAULT_CLIENT_DIR },
      check: { type: 'boolean', default: false },
      'budget-kb': { type: 'string', default: String(HOME_BUDGET_KB) },
      json: { type: 'boolean', default: false },
    },
  });
  const report = analyseBuild(path.resolve(values.build), { budgetKb: Number(values['budget-kb']) });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  if (values.check && report.violations.length) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
