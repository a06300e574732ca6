import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL_ENCODES, createKeptEncoder, productPictureWebp, renderProductSvg } from '../src/media/productImage';

/** An encoder whose runs finish when the test says so, counting how many run at once. */
function controlledEncoder(maxParallel: number) {
  const state = { started: [] as string[], running: 0, most: 0 };
  const finishers: (() => void)[] = [];
  const kept = new Map<string, Buffer>();
  const encode = async (key: string) => {
    state.started.push(key);
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await new Promise<void>((resolve) => finishers.push(resolve));
    state.running -= 1;
    return Buffer.from(`encoded ${key}`);
  };
  const settle = async () => {
    // Let queued runs start, then finish whatever runs, until nothing is left.
    for (let round = 0; round < 50; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      finishers.splice(0).forEach((finish) => finish());
    }
  };
  const keep = createKeptEncoder(kept, maxParallel);
  return { state, kept, settle, ask: (key: string) => keep(key, () => encode(key)) };
}

describe('product pictures as WebP', () => {
  it('encodes simultaneous asks for one picture once, then answers from what it kept', async () => {
    const encoder = controlledEncoder(MAX_PARALLEL_ENCODES);
    const answers = Promise.all(Array.from({ length: 8 }, () => encoder.ask('480:a')));
    await encoder.settle();
    expect(new Set((await answers).map(String))).toEqual(new Set(['encoded 480:a']));
    expect(encoder.state.started).toEqual(['480:a']);
    await encoder.ask('480:a');
    expect(encoder.state.started).toHaveLength(1);
    expect(encoder.kept.has('480:a')).toBe(true);
  });

  it(`runs at most ${MAX_PARALLEL_ENCODES} encodings at once and answers every ask`, async () => {
    const encoder = controlledEncoder(MAX_PARALLEL_ENCODES);
    const answers = Promise.all(Array.from({ length: 10 }, (_, index) => encoder.ask(`600:${index}`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(encoder.state.running).toBe(MAX_PARALLEL_ENCODES);
    await encoder.settle();
    expect((await answers).map(String)).toEqual(Array.from({ length: 10 }, (_, index) => `encoded 600:${index}`));
    expect(encoder.state.most).toBe(MAX_PARALLEL_ENCODES);
    expect(encoder.state.started).toHaveLength(10);
  });

  it('a failed encoding is not kept: the next ask tries again', async () => {
    let attempts = 0;
    const keep = createKeptEncoder(new Map(), 1);
    const ask = (key: string) => keep(key, async () => (attempts++ === 0 ? Promise.reject(new Error('broken')) : Buffer.from('ok')));
    await expect(ask('1:x')).rejects.toThrow('broken');
    expect(String(await ask('1:x'))).toBe('ok');
  });

  it('draws real WebP at the asked width, at most 600 px', async () => {
    const svg = renderProductSvg({ brandId: 3, brandName: 'Brand', productName: 'Šampoon 100 ml' });
    const small = await productPictureWebp(svg, 480);
    expect(small.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await productPictureWebp(svg, 480)).toBe(small);
    expect(await productPictureWebp(svg, 1920)).toBe(await productPictureWebp(svg, 600));
  });
});
