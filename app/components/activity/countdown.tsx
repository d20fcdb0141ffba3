import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

const SECOND = 1000;

/** Whole days, hours, minutes and seconds left until `targetMs` from `nowMs` (never below zero). */
export function timeLeft(targetMs: number, nowMs: number) {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / SECOND));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), min: Math.floor((total % 3_600) / 60), sec: total % 60, over: total === 0 };
}

/**
 * The countdown of product §2 "Flash sale" (days, hours, min, sec) to an absolute instant, `target` (ISO, UTC, from
 * the server). Each tick computes the rest from that instant and the clock again, never by counting ticks down, so it
 * stays right in any time zone and after a tab slept (browsers slow timers in hidden tabs); it recomputes at once when
 * the tab shows again. `serverNow` is the server's time of the render: the first render (server and hydration) uses
 * it, and the browser's clock is corrected by the difference it saw then.
 */
export function Countdown({ target, serverNow, label, onOver }: { target: string; serverNow: string; label: string; onOver?: () => void }) {
  const { t } = useTranslation();
  const targetMs = Date.parse(target);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const skew = Date.parse(serverNow) - Date.now();
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = window.setInterval(tick, SECOND);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [serverNow]);
  const left = timeLeft(targetMs, now);
  useEffect(() => {
    if (left.over) onOver?.();
  }, [left.over, onOver]);
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['min', left.min],
    ['sec', left.sec],
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-2" role="timer" aria-label={label}>
      <span className="text-sm font-semibold">{label}</span>
      <ol className="flex gap-1.5" data-testid="countdown">
        {parts.map(([unit, value]) => (
          <li key={unit} className="flex min-w-12 flex-col items-center rounded-lg bg-slate-900 px-2 py-1 text-white">
            <span className="text-lg font-bold tabular-nums leading-tight" data-unit={unit}>
              {String(value).padStart(2, '0')}
            </span>
            <span className="text-[11px] uppercase leading-tight text-slate-300">{t(`countdown.${unit}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
