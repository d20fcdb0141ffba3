import PackageX from 'lucide-react/icons/package-x';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';

/** The product-not-found screen of product §2/§8: 'Product not found' and Back to Home. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center" aria-labelledby="product-not-found-title">
      <PackageX aria-hidden="true" className="size-16 text-teal-700" />
      <h1 id="product-not-found-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {t('product.notFound')}
      </h1>
      <p className="mt-3 text-slate-600">{t('product.notFoundText')}</p>
      <LocalizedLink to="/" className="btn-primary mt-8">
        {t('errors.backHome')}
      </LocalizedLink>
    </section>
  );
}
