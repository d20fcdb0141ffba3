import { useEffect } from 'react';
import type { UserInfo } from '../../core/api.ts';

/** The locally stored user fields of product §3. */
export const USER_STORAGE_KEYS = ['userId', 'encryptUserId', 'userEmail'] as const;

/** Keeps the locally stored user fields of product §3 in step with the session the server rendered with. */
export function syncStoredUser(user: UserInfo | null, storage: Pick<Storage, 'setItem' | 'removeItem'>) {
  try {
    if (user) {
      storage.setItem('userId', String(user.userId));
      storage.setItem('encryptUserId', user.encryptUserId);
      storage.setItem('userEmail', user.email);
    } else {
      for (const key of USER_STORAGE_KEYS) storage.removeItem(key);
    }
  } catch {
    // storage disabled: nothing to keep in step
  }
}

export function useStoredUser(user: UserInfo | null) {
  useEffect(() => syncStoredUser(user, window.localStorage), [user]);
}
