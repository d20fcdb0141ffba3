import { data } from 'react-router';
import type { Route } from './+types/protocol';
import { LegalArticle } from '../components/legal-article.tsx';
import { legalDateLine, legalPage } from '../lib/legal.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** `/protocol/{page}`: the terms of use, the privacy policy (product §2) and the other policy pages. */
const PAGES = {
  'terms-of-use': 'terms',
  'privacy-policy': 'privacy',
  'affiliate-disclosure': 'affiliateDisclosure',
  dmca: 'dmca',
  'prohibited-links': 'prohibitedLinks',
  'repeat-infringer': 'repeatInfringer',
} as const;

export function loader({ params }: Route.LoaderArgs) {
  const key = PAGES[params.page as keyof typeof PAGES];
  if (!key) throw data(null, { status: 404 });
  const locale = routeLocale(params);
  return { page: legalPage(locale, key).page, updated: legalDateLine(locale, key), path: `/protocol/${params.page}` };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.page.title, description: loaderData?.page.description });
}

export default function Protocol({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} updated={loaderData.updated} currentPath={loaderData.path} />;
}
