import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SHAPES, parseDemoArtKey } from './keys.ts';
import { renderDemoArt } from './render.ts';

describe('renderDemoArt', () => {
  it('rejects anything that is not exactly a demo goods or QC key', () => {
    const bad = [
      '',
      '../x',
      'demo/goods/../../etc/passwd',
      'demo/goods/x.png',
      'demo/goods/hoodie-1a2b3c4d-0.png',
      'demo/goods/hoodie-1a2b3c4d-0.svg/../x',
      '/demo/goods/hoodie-1a2b3c4d-0.svg',
      'demo/goods/hoodie-1a2b3c4d-0.svg?x=1',
      'demo/goods/hoodie-1A2B3C4D-0.svg',
      'demo/goods/hoodie-1a2b3c4-0.svg',
      'demo/goods/hoodie-1a2b3c4d-10.svg',
      'demo/goods/unicorn-1a2b3c4d-0.svg',
      'demo/goods/hoodie-1a2b3c4d-0-650.svg',
      'demo/qc/hoodie-1a2b3c4d-0.svg',
      'demo/qc/hoodie-1a2b3c4d-0-0650.svg',
      'demo/qc/hoodie-1a2b3c4d-0-1234567.svg',
      'demo/other/hoodie-1a2b3c4d-0.svg',
      'demo%2Fgoods%2Fhoodie-1a2b3c4d-0.svg',
      `demo/goods/${'a'.repeat(5000)}-1a2b3c4d-0.svg`,
      `demo/goods/hoodie-1a2b3c4d-0.svg${' '.repeat(100)}`,
    ];
    for (const key of bad) expect(renderDemoArt(key), key.slice(0, 80)).toBeNull();
  });

  it('parses the two documented key forms', () => {
    expect(parseDemoArtKey('demo/goods/sneaker-00ff00ff-3.svg')).toEqual({ kind: 'goods', shape: 'sneaker', seed: 0x00ff00ff, view: 3, grams: null });
    expect(parseDemoArtKey('demo/qc/suitcase-deadbeef-1-4210.svg')).toEqual({ kind: 'qc', shape: 'suitcase', seed: 0xdeadbeef, view: 1, grams: 4210 });
  });

  it('is deterministic and pure ASCII', () => {
    const key = 'demo/goods/hoodie-1a2b3c4d-0.svg';
    expect(renderDemoArt(key)).toBe(renderDemoArt(key));
    expect(renderDemoArt('demo/qc/hoodie-1a2b3c4d-2-652.svg')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('shows another angle or colourway for every view of the same product, and another product for another seed', () => {
    const views = Array.from({ length: 5 }, (_, v) => renderDemoArt(`demo/goods/backpack-0badf00d-${v}.svg`));
    expect(new Set(views).size).toBe(5);
    expect(renderDemoArt('demo/goods/backpack-0badf00e-0.svg')).not.toBe(views[0]);
  });

  it('puts the measured weight on the QC scale and a QC tag on every QC photo', () => {
    const light = renderDemoArt('demo/qc/mug-12345678-0-352.svg')!;
    const heavy = renderDemoArt('demo/qc/mug-12345678-0-12500.svg')!;
    expect(light).not.toBe(heavy);
    expect(light).toContain('>QC</text>');
    expect(light).toContain('>g</text>');
    expect(heavy).toContain('>kg</text>');
  });

  it('renders an 800×800 picture for every silhouette through sharp (librsvg)', async () => {
    for (const [i, shape] of DEMO_SHAPES.entries()) {
      const hex = ((i * 2654435761) >>> 0).toString(16).padStart(8, '0');
      for (const key of [`demo/goods/${shape}-${hex}-${i % 5}.svg`, `demo/qc/${shape}-${hex}-0-${100 + i * 37}.svg`]) {
        const svg = renderDemoArt(key);
        expect(svg, key).not.toBeNull();
        const { data, info } = await sharp(Buffer.from(svg!)).resize(80, 80).raw().toBuffer({ resolveWithObject: true });
        expect(info.width).toBe(80);
        // not a blank canvas: the pixels vary
        expect(new Set(data).size, key).toBeGreaterThan(20);
      }
      const meta = await sharp(Buffer.from(renderDemoArt(`demo/goods/${shape}-${hex}-0.svg`)!)).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  }, 120_000);
});
