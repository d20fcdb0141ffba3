import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { CONFIRM_DIALOG_Z_INDEX } from '../../core/constants.ts';
import { useIsMobile } from '../lib/app-state.tsx';
import { closeConfirm, useConfirmState } from '../lib/confirm.ts';

/** The global confirm dialog (product §3/§4): a bottom drawer on mobile, a centred dialog otherwise. */
export default function ConfirmDialog() {
  const { t } = useTranslation();
  const { visible, info } = useConfirmState();
  const isMobile = useIsMobile();
  const [loading, setLoading] = useState(false);

  const dismiss = () => {
    if (loading) return;
    closeConfirm();
    void info.closeCallBack?.();
  };
  const confirm = async () => {
    setLoading(true);
    try {
      await info.confirmCallBack?.();
    } finally {
      setLoading(false);
      closeConfirm();
    }
  };

  return (
    <Dialog.Root open={visible} onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-slate-900/50 data-[state=open]:animate-fade-in" style={{ zIndex: CONFIRM_DIALOG_Z_INDEX }} />
        <Dialog.Content
          data-variant={isMobile ? 'drawer' : 'dialog'}
          style={{ zIndex: CONFIRM_DIALOG_Z_INDEX, ...(isMobile ? {} : { width: info.dialogWidth }) }}
          className={
            isMobile
              ? 'fixed inset-x-0 bottom-0 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl data-[state=open]:animate-slide-up'
              : 'fixed left-1/2 top-1/2 max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl data-[state=open]:animate-fade-in'
          }
          aria-describedby={info.confirmContent || info.confirmContentList?.length ? 'confirm-description' : undefined}
        >
          {isMobile && <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-slate-300" />}
          <Dialog.Title className="text-lg font-semibold text-slate-900">{info.confirmTitle ?? t('confirm.title')}</Dialog.Title>
          <div id="confirm-description" className="mt-2 space-y-1 text-sm text-slate-700">
            {info.confirmContent && <Dialog.Description>{info.confirmContent}</Dialog.Description>}
            {info.confirmContentList?.map((line) => <p key={line}>{line}</p>)}
          </div>
          <div className={`mt-6 flex gap-3 ${isMobile ? 'flex-col-reverse' : 'justify-end'}`}>
            {info.isShowCancelBtn && (
              <button type="button" onClick={dismiss} disabled={loading} className="btn-secondary">
                {info.cancelBtnText ?? t('confirm.cancel')}
              </button>
            )}
            {info.isShowConfirmBtn && (
              <button type="button" onClick={() => void confirm()} disabled={loading} aria-busy={loading} className="btn-primary">
                {loading && <span aria-hidden="true" className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
                {info.confirmBtnText ?? t('confirm.confirm')}
              </button>
            )}
          </div>
          <Dialog.Close asChild>
            <button type="button" className="absolute right-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={t('confirm.close')} disabled={loading}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
