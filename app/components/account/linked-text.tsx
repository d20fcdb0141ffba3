import { splitLinks } from '../../../core/i18n/inline-links.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';

/**
 * A catalogue text whose `[label](/path)` parts link to our policy pages in a new tab, so a form
 * half filled in stays as it is; `hintId` names a (hidden) element saying so, for screen readers.
 */
export function NewTabLinkedText({ text, hintId }: { text: string; hintId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {splitLinks(text).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <LocalizedLink
            key={index}
            to={part.to}
            target="_blank"
            rel="noopener"
            aria-describedby={hintId}
            className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
          >
            {part.label}
          </LocalizedLink>
        ),
      )}
      <span id={hintId} hidden>
        {t('account.agreementOpensInNewTab')}
      </span>
    </>
  );
}
