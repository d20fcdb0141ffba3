import { Link, type LinkProps } from 'react-router';
import { localizePath } from '../../core/locale.ts';
import { useAppState } from '../lib/app-state.tsx';

/** A link to an unprefixed app path, in the current locale (`/brand` → `/de/brand`). */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { locale } = useAppState();
  return <Link to={localizePath(to, locale)} {...props} />;
}

export function useLocalizePath() {
  const { locale } = useAppState();
  return (path: string) => localizePath(path, locale);
}
