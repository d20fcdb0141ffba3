import type { Route } from './+types/faq';
import { faqPage } from '../lib/legal.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function loader({ params }: Route.LoaderArgs) {
  return faqPage(routeLocale(params));
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.page.title, description: loaderData?.page.description });
}

/** FAQ about buying through agents, with FAQPage structured data. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.items.map((item) => ({ '@type': 'Question', name: item.q, acceptedAnswer: { '@type': 'Answer', text: item.a } })),
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{page.intro}</p>
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {page.items.map((item, index) => (
          <details key={item.q} id={`faq-${index + 1}`} className="group scroll-mt-6" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h2 className="text-base">{item.q}</h2>
              <span aria-hidden="true" className="text-xl text-teal-700 transition-transform group-open:rotate-45">
                {'+'}
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </div>
  );
}
