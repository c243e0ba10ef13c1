import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { ImportsView } from './views/ImportsView';

/**
 * Bringing records in from spreadsheets (roles 1 and 111; tithers also the treasurer, 11): people, tithers
 * and the sacramental books' entries from CSV or XLSX. The file is sent, each column given its field (guessed
 * from the headers), the first lines shown as they will be saved, every line checked with the forms' rules
 * (refused ones listed by their line in the file), then the valid ones imported with a progress bar; each
 * import can be undone whole while nothing refers to its rows.
 *
 * @tag sacra-imports
 * @csspart base
 */
export function ImportsWidget(_props: WidgetProps<'sacra-imports'>) {
  return (
    <div className="imports" part="base">
      <ImportsView />
      <Toaster />
    </div>
  );
}
