import { useSyncExternalStore } from 'react';
import { CONFIRM_DIALOG_DEFAULT_WIDTH } from '../../core/constants.ts';

/** Confirm dialog settings of product §3; texts default to the translated 'Reminder', 'Cancel', 'Confirm'. */
export type ConfirmSettings = {
  confirmTitle?: string;
  confirmContent?: string;
  confirmContentList?: string[];
  dialogWidth?: string;
  isShowCancelBtn?: boolean;
  isShowConfirmBtn?: boolean;
  cancelBtnText?: string;
  confirmBtnText?: string;
  /** Runs with the confirm button in its loading state; the dialog closes when it settles. */
  confirmCallBack?: () => unknown;
  /** Runs when the dialog is cancelled or closed. */
  closeCallBack?: () => unknown;
};

type ConfirmState = { visible: boolean; info: ConfirmSettings & { dialogWidth: string; isShowCancelBtn: boolean; isShowConfirmBtn: boolean } };

let state: ConfirmState = { visible: false, info: { dialogWidth: CONFIRM_DIALOG_DEFAULT_WIDTH, isShowCancelBtn: true, isShowConfirmBtn: true } };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens the global confirm dialog; callable from anywhere, inside React or not (product §4). */
export function openConfirm(settings: ConfirmSettings = {}) {
  state = {
    visible: true,
    info: { ...settings, dialogWidth: settings.dialogWidth ?? CONFIRM_DIALOG_DEFAULT_WIDTH, isShowCancelBtn: settings.isShowCancelBtn ?? true, isShowConfirmBtn: settings.isShowConfirmBtn ?? true },
  };
  emit();
}

export function closeConfirm() {
  if (!state.visible) return;
  state = { ...state, visible: false };
  emit();
}

export function useConfirmState(): ConfirmState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
