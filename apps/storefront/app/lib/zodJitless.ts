/**
 * Turns zod's JIT object parser off without importing zod. The pages' CSP has no 'unsafe-eval',
 * so zod's one-off `new Function` probe (for the JIT) only earns a CSP violation in every
 * shopper's console; the interpreter it falls back to is what runs anyway. zod 4 keeps its global
 * config on `globalThis.__zod_globalConfig` (shared by every copy of zod) and adopts an object that
 * is already there, so setting the flag here reaches the zod that the lazy chunks load later, while
 * the first-load chunks carry no zod (importing `config` from zod/v4/core pulled 3.8 kB gzip of
 * zod core into the home first load). test/zodJitless.test.ts fails if zod stops reading it.
 */
export function disableZodJit(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
