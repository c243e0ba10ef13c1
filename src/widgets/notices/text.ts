import { showToast } from '../../core/ui';
import { NOTICE_TOAST_MS } from '../../shared/schemas/notices';

/** The notices' toasts stay 3 s, success and error alike: short messages beside the table. */
export const noticeToast = {
  success: (text: string) => showToast('success', text, NOTICE_TOAST_MS),
  error: (text: string) => showToast('error', text, NOTICE_TOAST_MS),
};
