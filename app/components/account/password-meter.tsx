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
/** Bars lit (of four) and their colour per score: the words say the level, the bars only echo it. */
const BARS_LIT = [1, 2, 3, 4, 4] as const;
const BAR_COLORS = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

type Props = ComponentProps<typeof PasswordField> & {
  /** The person's own details (email) counted as easy to guess, read when the meter scores. */
  userInputs?: () => readonly string[];
};

/** A new-password field with a strength meter under it (four bars and the level in words). */
export function NewPasswordField({ userInputs, onChange, onFocus, error, ...field }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  // A refusal stays until the password is edited: it would contradict the meter's new level.
  const [shownError, setShownError] = useState(error);
  const [edited, setEdited] = useState(false);
  if (error !== shownError) {
    setShownError(error);
    setEdited(false);
  }
  const [ready, setReady] = useState(rule !== null);
  const load = () => {
    if (!ready) void loadRule().then(() => setReady(true));
  };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A form reset (after a saved change) empties the field without a change event; each submit shows the answer's refusal again.
    const form = input.current?.form;
    const clear = () => setPassword('');
    const submitted = () => setEdited(false);
    form?.addEventListener('reset', clear);
    form?.addEventListener('submit', submitted);
    return () => {
      form?.removeEventListener('reset', clear);
      form?.removeEventListener('submit', submitted);
    };
  }, []);
  const score: PasswordScore | null = ready && rule && password ? rule.checkPassword(password, userInputs?.() ?? []).score : null;
  return (
    <PasswordField
      {...field}
      error={edited ? undefined : error}
      ref={input}
      onFocus={(event) => {
        load();
        onFocus?.(event);
      }}
      onChange={(event) => {
        load();
        setPassword(event.currentTarget.value);
        setEdited(true);
        onChange?.(event);
      }}
      below={
        score !== null && (
          <div className="mt-2" data-testid="password-meter">
            <div aria-hidden="true" className="grid grid-cols-4 gap-1">
              {[1, 2, 3, 4].map((bar) => (
                <span key={bar} className={`h-1.5 rounded-full ${bar <= BARS_LIT[score] ? BAR_COLORS[score] : 'bg-slate-200'}`} />
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
