import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '../../core/session/store';
import { changeName, changePassword, saveTimezone, uploadAvatar, verifyPassword } from './api';

/**
 * The account's changes. What they change lives in the shared session, not in the query cache: the
 * session is read again where the screen says so (after the name at once; the photo before the next
 * screen; the password only when leaving /mudar-senha, whose guard reads it).
 */

const refreshSession = () => sessionStore.getState().refresh();

export function useChangeName() {
  return useMutation({ mutationFn: (name: string) => changeName(name), onSuccess: () => void refreshSession() });
}

/** The current password checked by signing in again with it (POST /api/login, remember off). */
export function useVerifyPassword(login: string) {
  return useMutation({ mutationFn: (password: string) => verifyPassword(login, password) });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ new_password, confirm_password }: { new_password: string; confirm_password: string }) => changePassword(new_password, confirm_password),
  });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar, onSuccess: refreshSession });
}

export function useSaveTimezone() {
  return useMutation({ mutationFn: (timezone: string) => saveTimezone(timezone) });
}
