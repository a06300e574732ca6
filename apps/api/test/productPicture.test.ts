import { describe, expect, it, vi } from 'vitest';

// Counts encodings under way, around the real sharp.
const running = vi.hoisted(() => ({ now: 0, most: 0, started: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (input: Buffer) => import('sharp').Sharp }).default;
  const counted = (input: Buffer) => {
    const pipeline = real(input);
    const toBuffer = pipeline.toBuffer.bind(pipeline);
    return new Proxy(pipeline, {
      get(target, property, receiver) {
        if (property === 'toBuffer')
          return async () => {
            running.started += 1;
            running.now += 1;
            running.most = Math.max(running.most, running.now);
            try {
              return await toBuffer();
            } finally {
              running.now -= 1;
            }
          };
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (...args: unknown[]) => { const result = value.apply(target, args); return result === target ? receiver : result; } : value;
      },
    });
  };
  return { default: counted };
});

const { productPictureWebp, renderProductSvg } = await import('../src/media/productImage');
const drawing = (n: number) => renderProductSvg({ brandId: n, brandName: `Brand ${n}`, productName: `Product ${n}` });

describe('product pictures as WebP', () => {
  it('encodes simultaneous asks for one picture once, and keeps it', async () => {
    const before = running.started;
    const answers = await Promise.all(Array.from({ length: 8 }, () => productPictureWebp(drawing(1), 480)));
    expect(running.started - before).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.subarray(8, 12).toString('ascii')).toBe('WEBP');
    await productPictureWebp(drawing(1), 480);
    expect(running.started - before).toBe(1);
  });

  it('encodes at most two different pictures at once, and answers every ask', async () => {
    running.most = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => productPictureWebp(drawing(100 + index), 600)));
    expect(answers.every((bytes) => bytes.subarray(8, 12).toString('ascii') === 'WEBP')).toBe(true);
    expect(running.most).toBe(2);
  });
});
