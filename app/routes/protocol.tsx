import { data } from 'react-router';
import type { Route } from './+types/protocol';
import { interpolate } from '../../core/i18n/translate.ts';
import { LegalArticle } from '../components/legal-article.tsx';
import { LEGAL_UPDATED, legalPage } from '../lib/legal.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** `/protocol/{page}`: the privacy policy (spec §2) and the other policy pages. */
const PAGES = {
  'privacy-policy': 'privacy',
  'affiliate-disclosure': 'affiliateDisclosure',
  dmca: 'dmca',
  'prohibited-links': 'prohibitedLinks',
  'repeat-infringer': 'repeatInfringer',
} as const;

export function loader({ params }: Route.LoaderArgs) {
  const key = PAGES[params.page as keyof typeof PAGES];
  if (!key) throw data(null, { status: 404 });
  const { page, updated } = legalPage(routeLocale(params), key);
  return { page, updated: interpolate(updated, { date: LEGAL_UPDATED }), path: `/protocol/${params.page}` };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.page.title, description: loaderData?.page.description });
}

export default function Protocol({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} updated={loaderData.updated} currentPath={loaderData.path} />;
}
