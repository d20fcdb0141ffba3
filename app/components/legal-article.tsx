import { splitLinks } from '../../core/i18n/inline-links.ts';
import { useTranslation } from '../lib/i18n.tsx';
import type { LegalPage } from '../lib/legal.server.ts';
import { LocalizedLink } from './localized-link.tsx';
import { POLICY_LINKS } from './footer.tsx';

const slug = (index: number) => `section-${index + 1}`;

/** A catalogue paragraph whose `[label](/path)` parts become links to our other pages, in the current locale. */
function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <LocalizedLink key={index} to={part.to} className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900">
        {part.label}
      </LocalizedLink>
    ),
  );
}

/** A long-form page (policies, brand): title, intro, table of contents, sections. */
export function LegalArticle({ page, updated, currentPath, showRelated = true }: { page: LegalPage; updated?: string; currentPath: string; showRelated?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_16rem] lg:px-6">
      <article className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{page.title}</h1>
        {updated && <p className="mt-2 text-sm text-slate-600">{updated}</p>}
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{page.intro}</p>
        {page.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={slug(index)} className="mt-10">
            <h2 id={slug(index)} className="scroll-mt-6 text-xl font-semibold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                <LinkedText text={paragraph} />
              </p>
            ))}
          </section>
        ))}
      </article>
      <aside className="space-y-8 lg:sticky lg:top-6 lg:self-start">
        <nav aria-labelledby="toc-title" className="hidden lg:block">
          <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t('legal.onThisPage')}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${slug(index)}`} className="text-slate-700 hover:text-teal-800 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {showRelated && (
          <nav aria-labelledby="related-title">
            <h2 id="related-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('legal.related')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {POLICY_LINKS.filter((link) => link.to !== currentPath).map((link) => (
                <li key={link.to}>
                  <LocalizedLink to={link.to} className="text-teal-800 hover:underline">
                    {t(link.key)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </aside>
    </div>
  );
}
