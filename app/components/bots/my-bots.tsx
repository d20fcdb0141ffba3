import BotIcon from 'lucide-react/icons/bot';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Send from 'lucide-react/icons/send';
import Trash from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import { BOT_PATH, type Bot, type RegisteredCommands } from '../../../core/bot-schemas.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { CopyButton } from '../catalog/copy-button.tsx';
import { refusalOf } from '../seller/seller-api.ts';
import { SellerProvider, Spinner, useSeller } from '../seller/seller-context.tsx';
import { BotForm } from './bot-form.tsx';

/** Which form is open: none, the design (create) form, or the edit form of a bot. */
type Editing = { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; bot: Bot };

/** My Bots (product §2): the creator's bots as cards, the design form, and each bot's Discord connection. */
export function MyBots(props: { initial: Bot[]; failed: boolean; designNow: boolean }) {
  return (
    <SellerProvider>
      <MyBotsPage {...props} />
    </SellerProvider>
  );
}

function MyBotsPage({ initial, failed, designNow }: { initial: Bot[]; failed: boolean; designNow: boolean }) {
  const { t } = useTranslation();
  const [bots, setBots] = useState(initial);
  const [editing, setEditing] = useState<Editing>(designNow ? { mode: 'create' } : { mode: 'none' });
  const formTop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (editing.mode !== 'none') formTop.current?.scrollIntoView({ block: 'start' });
  }, [editing]);

  const saved = (bot: Bot) => {
    setBots((list) => (list.some((b) => b.id === bot.id) ? list.map((b) => (b.id === bot.id ? bot : b)) : [...list, bot]));
    setEditing({ mode: 'none' });
  };

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900">{t('bots.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('bots.intro')}</p>
        </div>
        {editing.mode === 'none' && (
          <button type="button" className="btn-primary gap-2" onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('bots.design')}
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('bots.loadFailed')}
        </p>
      )}
      <div ref={formTop} className="scroll-mt-24">
        {editing.mode !== 'none' && (
          <BotForm key={editing.mode === 'edit' ? editing.bot.id : 'new'} bot={editing.mode === 'edit' ? editing.bot : null} onSaved={saved} onCancel={() => setEditing({ mode: 'none' })} />
        )}
      </div>
      {bots.length === 0 && editing.mode === 'none' && !failed && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <BotIcon aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-slate-700">{t('bots.empty')}</p>
        </div>
      )}
      <ul className="flex flex-col gap-4" aria-label={t('bots.listLabel')}>
        {bots.map((bot) => (
          <li key={bot.id}>
            <BotCard bot={bot} onEdit={() => setEditing({ mode: 'edit', bot })} onDeleted={() => setBots((list) => list.filter((b) => b.id !== bot.id))} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function BotCard({ bot, onEdit, onDeleted }: { bot: Bot; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const { agents } = useAppState();
  const headingId = useId();
  const names = bot.agentIds.map((id) => agents.find((a) => a.id === id)?.agentName).filter((name): name is string => Boolean(name));

  const askDelete = () =>
    openConfirm({
      confirmTitle: t('bots.deleteTitle'),
      confirmContent: t('bots.deleteContent', { name: bot.name }),
      confirmBtnText: t('bots.delete'),
      confirmCallBack: async () => {
        try {
          const { msg } = await api.said<null>(BOT_PATH.delete, { id: bot.id });
          onDeleted();
          showToast(msg || t('bots.delete'));
        } catch (error) {
          showToast(refusalOf(error, t('bots.failed')).message, false);
        }
      },
    });

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {bot.logo ? <img src={thumbUrl(bot.logo, 160, 'cover')} alt="" width={56} height={56} className="size-full object-cover" /> : <BotIcon aria-hidden="true" className="size-7 text-slate-400" />}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
              {bot.name}
            </h2>
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800">{t(`bots.types.${bot.type}`)}</span>
          </div>
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-slate-500">{t('bots.serverId')}</dt>
            <dd className="break-all font-mono">{bot.serverId}</dd>
            <dt className="text-slate-500">{t('bots.inviteUrl')}</dt>
            <dd className="min-w-0">
              <a href={bot.inviteUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 break-all text-teal-800 underline underline-offset-2">
                {bot.inviteUrl}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            </dd>
            <dt className="text-slate-500">{t('bots.agents')}</dt>
            <dd>{names.join(', ')}</dd>
          </dl>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <button type="button" className="btn-secondary flex-1 gap-2 sm:flex-none" onClick={onEdit} aria-label={t('bots.editNamed', { name: bot.name })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('bots.edit')}
          </button>
          <button type="button" className="btn-secondary flex-1 gap-2 text-red-700 sm:flex-none" onClick={askDelete} aria-label={t('bots.deleteNamed', { name: bot.name })}>
            <Trash aria-hidden="true" className="size-4" />
            {t('bots.delete')}
          </button>
        </div>
      </div>
      <DiscordConnection bot={bot} />
    </article>
  );
}

/** The Interactions Endpoint URL to paste into Discord, what is saved of the application, and "Register commands". */
function DiscordConnection({ bot }: { bot: Bot }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ready = bot.applicationId !== null && bot.hasToken;

  const register = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { data } = await api.said<RegisteredCommands>(BOT_PATH.registerCommands, { id: bot.id });
      setOutcome({ ok: true, text: t('bots.registered', { commands: data.commands.map((c) => c.name).join(', ') }) });
    } catch (error) {
      setOutcome({ ok: false, text: refusalOf(error, t('bots.failed')).message });
    } finally {
      setBusy(false);
    }
  };

  const status = (label: string, set: boolean) => (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${set ? 'bg-emerald-600' : 'bg-amber-500'}`} />
      {t('bots.statusLine', { label, state: set ? t('bots.saved') : t('bots.missing') })}
    </li>
  );

  return (
    <section aria-label={t('bots.discordTitle')} className="mt-4 rounded-xl bg-slate-50 p-3 sm:p-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('bots.endpoint')}</h3>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md border border-slate-200 bg-white px-2 py-1.5 text-sm text-slate-900">{bot.interactionsUrl}</code>
        <CopyButton text={bot.interactionsUrl} label={t('bots.copyEndpoint')} onCopied={(ok) => showToast(ok ? t('bots.copied') : t('bots.copyFailed'), ok)} />
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('bots.endpointHint')}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {status(t('bots.applicationId'), bot.applicationId !== null)}
        {status(t('bots.publicKey'), bot.hasPublicKey)}
        {status(t('bots.botToken'), bot.hasToken)}
      </ul>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <button type="button" className="btn-secondary gap-2" onClick={() => void register()} aria-busy={busy || undefined} aria-disabled={!ready || busy || undefined} disabled={!ready}>
          {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {busy ? t('bots.registering') : t('bots.register')}
        </button>
        {!ready && <p className="text-xs text-slate-600">{t('bots.registerNeeds')}</p>}
        <p role="status" className={`text-sm empty:hidden ${outcome?.ok ? 'text-emerald-800' : 'text-red-700'}`}>
          {outcome?.text}
        </p>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('bots.commandsHelp')}</p>
    </section>
  );
}
