import { use, useEffect, useMemo, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { splitLocalePath } from '../../../core/locale.ts';
import { COOKIE } from '../../../core/constants.ts';
import { JOIN_DISCORD_EVENT, planPromotions, promotionCookie, PROMOTION_COOKIES, PROMOTION_DELAY_MS, type JoinDiscordPosition, type PromotionCookie } from '../../../core/promotions.ts';
import { useIsMobile } from '../../lib/app-state.tsx';
import { useHideFloating } from '../../lib/route-meta.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { I18nProvider, useTranslation } from '../../lib/i18n.tsx';
import type { Bootstrap } from '../../lib/bootstrap.server.ts';
import { CommunityDialog } from './community-dialog.tsx';
import { DesignBotPromotion } from './design-bot.tsx';
import { FloatingArea } from './floating-area.tsx';
import { shellMessages } from './messages.ts';

/** The analytics event of a click on the community invite (product §7 "Other traffic"), through the site's analytics tag when there is one. */
export function sendJoinDiscord(position: JoinDiscordPosition) {
  window.gtag?.('event', JOIN_DISCORD_EVENT, { position });
}

function dismissedToday(): Set<string> {
  return new Set(PROMOTION_COOKIES.filter((name) => readCookie(document.cookie, name) !== undefined));
}

/**
 * Something else holds the visitor's attention: another dialog is open; the window has lost the focus (a native file
 * chooser or the camera is open, or the visitor is elsewhere); something is in progress (`aria-busy`, e.g. the search
 * image going up); or they are typing.
 */
function busy(): boolean {
  if (!document.hasFocus() || document.querySelector('[role="dialog"], [role="alertdialog"], [aria-busy="true"]')) return true;
  const active = document.activeElement;
  return active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName));
}

/**
 * Waits PROMOTION_DELAY_MS, then until the visitor is not busy (checked every second), before a promotion opens:
 * the page comes first, and a promotion never opens over another dialog or under a typing visitor's fingers.
 */
function useCalmAfterDelay(key: string | null): boolean {
  const [calmFor, setCalmFor] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let timer = window.setTimeout(function check() {
      if (busy()) timer = window.setTimeout(check, 1000);
      else setCalmFor(key);
    }, PROMOTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return key !== null && calmFor === key;
}

/**
 * The mobile floating area, the design-bot promotion and the community chat dialog (product §2 "Global shell", §4),
 * in the browser only (decision 029). `planPromotions` decides what this page shows; closing a promotion sets its
 * cookie until 23:59:59 local time (product §9), and the next one in the queue waits its own delay.
 */
export default function Promotions() {
  const hideFloating = useHideFloating();
  const parent = useTranslation();
  const messages = use(shellMessages(parent.locale));
  const merged = useMemo(() => ({ ...parent.messages, ...messages }), [parent.messages, messages]);
  const config = useRouteLoaderData<Bootstrap>('root')?.promotions;
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(dismissedToday);

  const plan = planPromotions({
    isMobile,
    hideFloating,
    path: splitLocalePath(pathname).path,
    dismissed,
    appStore: Boolean(config?.appListingUrl),
    communityInvite: Boolean(config?.communityInviteUrl),
  });
  const next = plan.queue[0] ?? null;
  const open = useCalmAfterDelay(next === null ? null : `${next}:${isMobile ? 'mobile' : 'desktop'}`);

  const dismiss = (cookie: PromotionCookie) => {
    const { value, expires } = promotionCookie();
    writeCookie(cookie, value, { expires });
    setDismissed((current) => new Set(current).add(cookie));
  };

  return (
    <I18nProvider locale={parent.locale} messages={merged}>
      {plan.floating && (
        <FloatingArea
          appListingUrl={plan.floating.appDownload ? config!.appListingUrl : null}
          communityInviteUrl={plan.floating.community ? config!.communityInviteUrl : null}
          onJoin={() => sendJoinDiscord('floating')}
        />
      )}
      {open && next === 'designBot' && <DesignBotPromotion variant={isMobile ? 'dialog' : 'card'} onDone={() => dismiss(COOKIE.isShowDesignBot)} />}
      {open && next === 'community' && config?.communityInviteUrl && (
        <CommunityDialog
          inviteUrl={config.communityInviteUrl}
          onJoin={() => sendJoinDiscord('discord_dialog')}
          onDone={() => dismiss(COOKIE.isShowDiscordDialog)}
        />
      )}
    </I18nProvider>
  );
}
