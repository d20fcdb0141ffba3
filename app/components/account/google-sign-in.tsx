import { useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { NewTabLinkedText } from './linked-text.tsx';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

/**
 * "Sign in with Google" (Google Identity Services), shown only when GOOGLE_CLIENT_ID is configured.
 * Google's callback hands us an ID token, which is posted to the login action like the email form
 * (`intent=google`); the API verifies it. If the script cannot load, nothing is shown.
 */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const { t, locale } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const render = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      const parent = container.current;
      if (!google || !parent) return;
      google.accounts.id.initialize({
        client_id: clientId,
        ux_mode: 'popup',
        callback: (response) => submit({ intent: 'google', googleIdToken: response.credential }, { method: 'post' }),
      });
      google.accounts.id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: Math.min(parent.offsetWidth || 320, 400), locale });
      setShown(true);
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${GIS_SCRIPT}"]`);
    if (existing) {
      render();
      return;
    }
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [clientId, locale, submit]);
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('account.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={container} className="mt-4 flex min-h-11 justify-center" data-testid="google-sign-in" />
      {/* The first Google sign-in creates an account without the sign-up form: the terms are named here. */}
      {shown && (
        <p className="mt-3 text-center text-xs text-slate-600">
          <NewTabLinkedText text={t('account.googleTerms')} hintId="google-terms-new-tab" />
        </p>
      )}
    </div>
  );
}
