import type { Route } from './+types/brand';
import { LegalArticle } from '../components/legal-article.tsx';
import { legalPage } from '../lib/legal.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function loader({ params }: Route.LoaderArgs) {
  return legalPage(routeLocale(params), 'brand');
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.page.title, description: loaderData?.page.description });
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} currentPath="/brand" showRelated={false} />;
}
