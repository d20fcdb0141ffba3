import type { Rollup } from 'vite';

/**
 * Build warnings that say nothing is wrong are dropped, so a newcomer is not left wondering:
 * - EMPTY_BUNDLE: a route module with only server code (a loader or an action, e.g. `dashboard-index`)
 *   still gets a client chunk, which is empty by design.
 * - INVALID_ANNOTATION from a package in node_modules: a `@__PURE__` comment Rollup cannot place (zod 4);
 *   Rollup drops the comment and the code is unchanged. In our own code the warning stays visible.
 * Every other warning is printed as usual.
 */
export function onBuildWarning(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === 'EMPTY_BUNDLE') return;
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
  warn(warning);
}
