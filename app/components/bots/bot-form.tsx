import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { BOT_NAME_MAX, BOT_PATH, BOT_TYPES, BotFormSchema, EditBotRequestSchema, type Bot, type BotType } from '../../../core/bot-schemas.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { FieldError, TextField } from '../account/fields.tsx';
import { refusalOf } from '../seller/seller-api.ts';
import { Panel, Spinner, useSeller } from '../seller/seller-context.tsx';
import { LogoField, type Logo } from '../seller/shop-form.tsx';

type Field = 'name' | 'serverId' | 'inviteUrl' | 'logo' | 'type' | 'agentIds' | 'applicationId' | 'publicKey' | 'botToken' | 'form';
type Fields = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = ['name', 'serverId', 'inviteUrl', 'logo', 'type', 'agentIds', 'applicationId', 'publicKey', 'botToken'];

function issueFields(error: z.ZodError, message: (key: string) => string): Fields {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= message(issue.message);
  return fields as Fields;
}

/** A saved secret: kept (blank field), replaced (typed), or removed. */
type Secret = { value: string; remove: boolean };

/**
 * Design (create) or edit a bot (product §3 "Bot", §5): one schema with the API (core/bot-schemas.ts). The public key
 * and bot token are write-only: a saved one shows as saved, a blank field keeps it.
 */
export function BotForm({ bot, onSaved, onCancel }: { bot: Bot | null; onSaved: (bot: Bot) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { api, formMessage } = useSeller();
  const { agents } = useAppState();
  const [name, setName] = useState(bot?.name ?? '');
  const [serverId, setServerId] = useState(bot?.serverId ?? '');
  const [inviteUrl, setInviteUrl] = useState(bot?.inviteUrl ?? '');
  const [logo, setLogo] = useState<Logo | null>(bot?.logo ? { key: bot.logo, preview: thumbUrl(bot.logo, 160, 'cover') } : null);
  const [type, setType] = useState<BotType>(bot?.type ?? 'influencer');
  const [agentIds, setAgentIds] = useState<number[]>(bot?.agentIds ?? []);
  const [applicationId, setApplicationId] = useState(bot?.applicationId ?? '');
  const [publicKey, setPublicKey] = useState<Secret>({ value: '', remove: false });
  const [botToken, setBotToken] = useState<Secret>({ value: '', remove: false });
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const typeId = useId();
  const agentsId = useId();

  const focusFirst = (fields: Fields) => {
    const first = FIELD_ORDER.find((field) => fields[field]);
    const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    element?.focus();
  };

  /** A secret as the API takes it: left out to keep, null to remove, the typed value to replace. */
  const secretOut = (secret: Secret, saved: boolean) => (secret.value.trim() ? secret.value : secret.remove && saved ? null : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = {
      ...(bot ? { id: bot.id } : {}),
      name,
      serverId,
      inviteUrl,
      logo: logo?.key ?? null,
      type,
      agentIds,
      applicationId: applicationId.trim() === '' ? (bot?.applicationId ? null : undefined) : applicationId,
      publicKey: secretOut(publicKey, bot?.hasPublicKey ?? false),
      botToken: secretOut(botToken, bot?.hasToken ?? false),
    };
    const parsed = (bot ? EditBotRequestSchema : BotFormSchema).safeParse(body);
    if (!parsed.success) {
      const fields = issueFields(parsed.error, formMessage);
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      // The raw body: the server applies the same schema (its normalised invite link is what it answers).
      const { data, msg } = await api.said<Bot>(bot ? BOT_PATH.edit : BOT_PATH.add, body);
      onSaved(data);
      showToast(msg || t('bots.save'));
    } catch (error) {
      const refusal = refusalOf(error, t('bots.failed'));
      const next: Fields = { ...refusal.fields };
      if (Object.keys(next).length === 0) next.form = refusal.message;
      setErrors(next);
      focusFirst(next);
    } finally {
      setBusy(false);
    }
  };

  const toggleAgent = (id: number, on: boolean) => setAgentIds((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  return (
    <Panel id="bot-form-title" title={bot ? t('bots.editTitle', { name: bot.name }) : t('bots.createTitle')} description={bot ? undefined : t('bots.createIntro')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <div className="grid gap-4 md:grid-cols-2 md:gap-6">
          <div className="flex flex-col gap-4">
            <TextField name="name" label={t('bots.name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={BOT_NAME_MAX * 2} required error={errors.name} />
            <TextField name="serverId" label={t('bots.serverId')} value={serverId} onChange={(e) => setServerId(e.target.value)} inputMode="numeric" autoComplete="off" required hint={t('bots.serverIdHint')} error={errors.serverId} />
            <TextField name="inviteUrl" label={t('bots.inviteUrl')} value={inviteUrl} onChange={(e) => setInviteUrl(e.target.value)} type="url" inputMode="url" autoComplete="off" placeholder="https://discord.gg/…" required hint={t('bots.inviteUrlHint')} error={errors.inviteUrl} />
          </div>
          <div className="flex flex-col gap-4">
            <LogoField logo={logo} onChange={setLogo} error={errors.logo} texts={{ prefix: 'bots', failed: 'bots.failed' }} purpose="bot" />
            <fieldset aria-describedby={`${typeId}-error`}>
              <legend className="mb-1 block text-sm font-medium text-slate-800">{t('bots.type')}</legend>
              <div className="grid grid-cols-2 gap-2">
                {BOT_TYPES.map((option) => (
                  <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                    <input type="radio" name="type" value={option} checked={type === option} onChange={() => setType(option)} className="size-4 accent-teal-700" />
                    {t(`bots.types.${option}`)}
                  </label>
                ))}
              </div>
              <FieldError id={`${typeId}-error`} error={errors.type} />
            </fieldset>
          </div>
        </div>

        <fieldset aria-describedby={`${agentsId}-hint ${agentsId}-error`} aria-invalid={errors.agentIds ? true : undefined}>
          <legend className="mb-1 block text-sm font-medium text-slate-800">{t('bots.agents')}</legend>
          <p id={`${agentsId}-hint`} className="mb-2 text-xs text-slate-600">
            {t('bots.agentsHint')}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {agents.map((agent) => (
              <label key={agent.id} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                <input type="checkbox" name="agentIds" value={agent.id} checked={agentIds.includes(agent.id)} onChange={(e) => toggleAgent(agent.id, e.target.checked)} className="size-4 accent-teal-700" />
                <img src={agent.logo} alt="" width={20} height={20} className="size-5 shrink-0 rounded" />
                <span className="min-w-0 truncate">{agent.agentName}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${agentsId}-error`} error={errors.agentIds} />
        </fieldset>

        <fieldset className="rounded-xl border border-slate-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('bots.discordTitle')}</legend>
          <p className="mb-3 text-xs text-slate-600">{t('bots.discordIntro')}</p>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField name="applicationId" label={t('bots.applicationId')} value={applicationId} onChange={(e) => setApplicationId(e.target.value)} inputMode="numeric" autoComplete="off" error={errors.applicationId} />
            <SecretField name="publicKey" label={t('bots.publicKey')} saved={bot?.hasPublicKey ?? false} secret={publicKey} onChange={setPublicKey} error={errors.publicKey} />
            <SecretField name="botToken" label={t('bots.botToken')} saved={bot?.hasToken ?? false} secret={botToken} onChange={setBotToken} error={errors.botToken} hint={t('bots.botTokenHint')} password />
          </div>
        </fieldset>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary gap-2 sm:min-w-40" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
            {busy && <Spinner light />}
            {busy ? t('bots.saving') : bot ? t('bots.save') : t('bots.create')}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('bots.cancel')}
          </button>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
        </div>
      </form>
    </Panel>
  );
}

/** A write-only value: typed to set or replace; a saved one shows as saved and can be removed. */
function SecretField(props: { name: 'publicKey' | 'botToken'; label: string; saved: boolean; secret: Secret; onChange: (secret: Secret) => void; error?: string; hint?: string; password?: boolean }) {
  const { t } = useTranslation();
  const { secret, saved } = props;
  return (
    <div>
      <TextField
        name={props.name}
        label={props.label}
        value={secret.value}
        onChange={(e) => props.onChange({ value: e.target.value, remove: false })}
        type={props.password ? 'password' : 'text'}
        autoComplete={props.password ? 'new-password' : 'off'}
        spellCheck={false}
        placeholder={saved && !secret.remove ? t('bots.savedKeep') : undefined}
        hint={props.hint}
        error={props.error}
      />
      {saved && !secret.value && (
        <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={secret.remove} onChange={(e) => props.onChange({ value: '', remove: e.target.checked })} className="size-4 accent-teal-700" />
          {t('bots.remove')}
        </label>
      )}
    </div>
  );
}
