import { createContext, useContext } from 'react';

/**
 * Reads a built stylesheet's text on the server (the load context's `stylesheet`, provided by
 * entry.server.tsx). Server only: in the browser the text is already in the page.
 */
export const StylesheetSource = /* @__PURE__ */ createContext<(href: string) => string | null>(() => null);

/**
 * The app's stylesheet (docs/decisions/010). By default a `<link>` to the hashed, immutable file: React renders it as a
 * stylesheet resource in <head> (it blocks the first paint, so nothing shows unstyled) and the browser keeps the file for
 * a year. With STYLESHEET=inline the server puts the text in a `<style href precedence>` instead (no request before the
 * first paint, ~13 kB gzip more in every page); the browser adopts that element by its `href`, so the text is not
 * repeated in the client bundle. In dev, and if the server could not read the file, it is the link.
 */
function ServerStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetSource);
  const text = import.meta.env.DEV ? null : read(href);
  if (text === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}

/** In the browser: what the server rendered, the link, or the inlined element (adopted by its `href`, without its text). */
function BrowserStylesheet({ href }: { href: string }) {
  if (import.meta.env.DEV || !document.querySelector(`style[data-href="${href}"]`)) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {''}
    </style>
  );
}

export const Stylesheet = import.meta.env.SSR ? ServerStylesheet : BrowserStylesheet;
