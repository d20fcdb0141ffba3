import { describe, expect, it, vi } from 'vitest';
import { onBuildWarning } from './build-warnings.ts';

describe('build warnings', () => {
  it('drops the empty client chunk of a server-only route and a package comment Rollup cannot place', () => {
    const warn = vi.fn();
    onBuildWarning({ code: 'EMPTY_BUNDLE', message: 'Generated an empty chunk: "dashboard-index".' }, warn);
    onBuildWarning({ code: 'INVALID_ANNOTATION', id: '/repo/node_modules/zod/v4/core/util.js', message: 'A comment …' }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('prints every other warning, and a misplaced annotation in our own code', () => {
    const warn = vi.fn();
    const ours = { code: 'INVALID_ANNOTATION', id: '/repo/app/lib/seo.ts', message: 'A comment …' };
    const circular = { code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency' };
    onBuildWarning(ours, warn);
    onBuildWarning(circular, warn);
    expect(warn.mock.calls).toEqual([[ours], [circular]]);
  });
});
