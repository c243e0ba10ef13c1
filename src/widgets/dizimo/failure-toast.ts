import { unplacedText } from '../../core/form';
import { toast } from '../../core/ui';

/**
 * useFormSubmit's `failureText` of a form with no banner (the fast entry, the PIX key): a 422's texts stay
 * under their fields and what no field shows goes to a toast.
 */
export const toastUnplaced =
  (failed: string, aliases?: Record<string, string>) =>
  (error: unknown, placed: string[]): null => {
    const text = unplacedText(error, placed, failed, aliases);
    if (text) toast.error(text);
    return null;
  };
