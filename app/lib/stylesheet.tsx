import { createContext, useContext } from 'react';

/**
 * Reads a built stylesheet's text on the server (the load context's `stylesheet`, provided by
 * entry.server.tsx). In the browser there is no provider: the text is already in the page.
 */
export const StylesheetSource = createContext<(href: string) => string | null>(
  () => null,
);

/**
 * The app's stylesheet, inlined into the page in production (docs/decisions/010): the first paint
 * waits for no stylesheet request. React treats a `<style>` with `href` and `precedence` as a
 * resource: it hoists it into <head>, and the browser adopts the server's element by its `href`
 * instead of rendering its own (so the text is not repeated in the client bundle). In dev, and if
 * the server could not read the file, it is an ordinary stylesheet link.
 */
export function Stylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetSource);
  const text = import.meta.env.DEV ? null : typeof window === 'undefined' ? read(href) : '';
  if (text === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}
