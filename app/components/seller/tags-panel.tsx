import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SHOP_PATH } from '../../../core/shop-paths.ts';
import type { ShopTag } from '../../../core/api-schemas.ts';
import { AddTagRequestSchema, EditTagRequestSchema, SHOP_TAG_NAME_MAX, SHOP_TAGS_MAX } from '../../../core/shop-schemas.ts';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { FieldError } from '../account/fields.tsx';
import { refusalOf } from './seller-api.ts';
import { INPUT_CLASS, Panel, Spinner, useSeller } from './seller-context.tsx';

/**
 * The store's tags (issue #12 §3): create, rename, delete after 'Are you sure you want to delete this store
 * tag?'; every change answers 'Update and Delete Store Tag Successfully' (product §8). `onChanged` reloads them.
 */
export function TagsPanel({ tags, onChanged }: { tags: ShopTag[]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { api, formMessage } = useSeller();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = AddTagRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setError(formMessage(parsed.error.issues[0]?.message ?? 'tagNameRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { msg } = await api.said(SHOP_PATH.addTag, parsed.data);
      setName('');
      showToast(msg);
      await onChanged();
    } catch (failure) {
      const refusal = refusalOf(failure, t('myStore.failed'));
      setError(refusal.fields.name ?? refusal.message);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const remove = (tag: ShopTag) =>
    openConfirm({
      confirmContent: t('myStore.tags.deleteConfirm'),
      confirmContentList: [tag.name],
      confirmCallBack: async () => {
        try {
          const { msg } = await api.said(SHOP_PATH.removeTag, { id: tag.id });
          showToast(msg);
          await onChanged();
        } catch (failure) {
          showToast(refusalOf(failure, t('myStore.failed')).message, false);
        }
      },
    });

  return (
    <Panel
      id="tags-title"
      title={t('myStore.tags.title')}
      description={t('myStore.tags.intro')}
      actions={<p className="text-xs text-slate-600">{t('myStore.tags.count', { count: tags.length, max: SHOP_TAGS_MAX })}</p>}
    >
      <form noValidate onSubmit={(event) => void create(event)} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t('myStore.tags.name')}
          </label>
          <input
            ref={input}
            id={id}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('myStore.tags.name')}
            maxLength={SHOP_TAG_NAME_MAX * 2}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            className={INPUT_CLASS}
          />
          <FieldError id={`${id}-error`} error={error} />
        </div>
        <button type="submit" className="btn-secondary gap-2" aria-busy={busy || undefined}>
          {busy ? <Spinner /> : <Plus aria-hidden="true" className="size-4" />}
          {t('myStore.tags.add')}
        </button>
      </form>
      {tags.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('myStore.tags.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) =>
            editing === tag.id ? (
              <li key={tag.id} className="w-full sm:w-auto">
                <RenameTag tag={tag} onDone={() => setEditing(null)} onChanged={onChanged} />
              </li>
            ) : (
              <li key={tag.id} className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pl-3 pr-1 text-sm">
                <span className="font-medium text-slate-900">{tag.name}</span>
                <span className="text-xs text-slate-600">{`· ${t('myStore.tags.goods', { count: tag.goodsCount })}`}</span>
                <button
                  type="button"
                  onClick={() => setEditing(tag.id)}
                  aria-label={t('myStore.tags.renameLabel', { name: tag.name })}
                  title={t('myStore.tags.rename')}
                  className="ml-1 flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  <Pencil aria-hidden="true" className="size-3.5" />
                </button>
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  aria-label={t('myStore.tags.deleteLabel', { name: tag.name })}
                  title={t('myStore.tags.delete')}
                  className="flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </Panel>
  );
}

function RenameTag({ tag, onDone, onChanged }: { tag: ShopTag; onDone: () => void; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { api, formMessage } = useSeller();
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = EditTagRequestSchema.safeParse({ id: tag.id, name });
    if (!parsed.success) {
      setError(formMessage(parsed.error.issues[0]?.message ?? 'tagNameRequired'));
      return;
    }
    setBusy(true);
    try {
      const { msg } = await api.said(SHOP_PATH.editTag, parsed.data);
      showToast(msg);
      await onChanged();
      onDone();
    } catch (failure) {
      const refusal = refusalOf(failure, t('myStore.failed'));
      setError(refusal.fields.name ?? refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} onKeyDown={(event) => event.key === 'Escape' && onDone()} className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
        <label htmlFor={id} className="sr-only">
          {t('myStore.tags.newName', { name: tag.name })}
        </label>
        <input
          id={id}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          // The field opens because the seller asked to rename: typing goes there at once.
          autoFocus
          maxLength={SHOP_TAG_NAME_MAX * 2}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className={`${INPUT_CLASS} h-10`}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <button type="submit" className="btn-primary min-h-10 px-4" aria-busy={busy || undefined}>
        {t('myStore.tags.save')}
      </button>
      <button type="button" onClick={onDone} className="btn-secondary min-h-10 px-4">
        {t('myStore.tags.cancel')}
      </button>
    </form>
  );
}
