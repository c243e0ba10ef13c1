import { unplacedText } from '../../core/form';
import { toast } from '../../core/ui';

/** The parish forms tell what no field shows in a toast (`line` when the server says nothing), not in a banner. */
export const toastFailure = (line: string) => (error: unknown, placed: string[]) => {
  const text = unplacedText(error, placed, line);
  if (text) toast.error(text);
  return null;
};
