import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { PasswordProblem, PasswordScore } from '../../../core/password-strength.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { PasswordField } from './fields.tsx';

type StrengthRule = typeof import('../../../core/password-strength.ts');

/**
 * The strength rule the API applies (core/password-strength.ts), with its 49,000-word list: loaded only
 * when a person starts typing a new password, never in a page's first load.
 */
let rule: StrengthRule | null = null;
let loading: Promise<StrengthRule> | null = null;
function loadRule(): Promise<StrengthRule> {
  loading ??= import('../../../core/password-strength.ts').then((module) => (rule = module));
  return loading;
}

/**
 * Why the browser refuses a new password before sending it (the API's reason, a key of the `api`
 * catalogue), or null — also while the rule is still loading: the server checks every password anyway.
 */
export function newPasswordProblem(password: unknown, userInputs: readonly unknown[] = []): PasswordProblem | null {
  if (!rule || typeof password !== 'string' || password === '') return null;
  return rule.checkPassword(
    password,
    userInputs.filter((input): input is string => typeof input === 'string' && input !== ''),
  ).problem;
}

const LEVELS = ['strengthVeryWeak', 'strengthWeak', 'strengthFair', 'strengthStrong', 'strengthVeryStrong'] as const;
const BAR_COLORS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

type Props = ComponentProps<typeof PasswordField> & {
  /** The person's own details (email) counted as easy to guess, read when the meter scores. */
  userInputs?: () => readonly string[];
};

/** A new-password field with a strength meter under it (four bars and the level in words). */
export function NewPasswordField({ userInputs, onChange, onFocus, ...field }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [ready, setReady] = useState(rule !== null);
  const load = () => {
    if (!ready) void loadRule().then(() => setReady(true));
  };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A form reset (after a saved change) empties the field without a change event.
    const form = input.current?.form;
    const clear = () => setPassword('');
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, []);
  const score: PasswordScore | null = ready && rule && password ? rule.checkPassword(password, userInputs?.() ?? []).score : null;
  return (
    <PasswordField
      {...field}
      ref={input}
      onFocus={(event) => {
        load();
        onFocus?.(event);
      }}
      onChange={(event) => {
        load();
        setPassword(event.currentTarget.value);
        onChange?.(event);
      }}
      below={
        score !== null && (
          <div className="mt-2" data-testid="password-meter">
            <div aria-hidden="true" className="grid grid-cols-4 gap-1">
              {[1, 2, 3, 4].map((bar) => (
                <span key={bar} className={`h-1.5 rounded-full ${bar <= Math.max(score, 1) ? BAR_COLORS[score] : 'bg-slate-200'}`} />
              ))}
            </div>
            <p aria-live="polite" className="mt-1 text-xs font-medium text-slate-700">
              {t('account.passwordStrength', { level: t(`account.${LEVELS[score]}`) })}
            </p>
          </div>
        )
      }
    />
  );
}
