import { describe, expect, it } from 'vitest';
import { disableZodJit } from '../app/lib/zodJitless';

describe('disableZodJit', () => {
  it('switches the JIT off in the zod that is imported afterwards, without importing zod itself', async () => {
    disableZodJit();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // Code that parses afterwards, in either zod build, reads the same global config.
    const z = await import('zod/mini');
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
