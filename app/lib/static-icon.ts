/**
 * lucide's `createLucideIcon`, replaced at build time (vite.config.ts `staticLucideIcons`; docs/decisions/020, twelfth
 * pass): the same `<svg>` with the same attributes and classes, its shapes written once per icon as markup
 * (`dangerouslySetInnerHTML`) instead of built per render (lucide merges its defaults, context and classes into new
 * objects and makes an element per path on every render; a page draws 25–30 icons, ~80 shapes). The app passes
 * icons `className` and `aria-hidden` only; `size`, `strokeWidth` and `color` are honoured as lucide does without its
 * context (which the app does not use), any other prop goes on the `<svg>`.
 */
import { createElement, forwardRef, type SVGProps } from 'react';

type IconNode = [tag: string, attrs: Record<string, string | number>][];
type IconData = { name?: string; size?: number; node: IconNode; aliases?: unknown[] };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string; color?: string; absoluteStrokeWidth?: boolean };

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An icon's shapes as SVG markup (lucide's per-shape React `key`s are not attributes). */
export function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const written = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

/** lucide's rule: an icon with no accessible name of its own is hidden from assistive technology. */
const hasA11yProp = (props: Record<string, unknown>) => Object.keys(props).some((name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null);

/** Called by each lucide icon module with its data (`createLucideIcon(__iconData)`), as lucide's own is. */
export default function createLucideIcon(icon: IconData) {
  // lucide's classes: its name's, then one for each non-empty string alias.
  const aliases = (icon.aliases ?? []).filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '');
  const names = [...(icon.name ? [icon.name] : []), ...aliases].map((name) => `lucide-${name}`);
  const baseClass = ['lucide', ...names].join(' ');
  const box = icon.size ?? 24;
  const shapes = { __html: shapesMarkup(icon.node) };
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ className, size, strokeWidth, color, absoluteStrokeWidth, children: _children, ...rest }, ref) {
    const stroke = strokeWidth ?? 2;
    return createElement('svg', {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: size ?? 24,
      height: size ?? 24,
      viewBox: `0 0 ${box} ${box}`,
      fill: 'none',
      stroke: color ?? 'currentColor',
      strokeWidth: absoluteStrokeWidth ? (Number(stroke) * box) / Number(size ?? 24) : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? `${baseClass} ${className}` : baseClass,
      ...(hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
      dangerouslySetInnerHTML: shapes,
    });
  });
  Icon.displayName = icon.name ? icon.name.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase()) : 'Icon';
  return Icon;
}
