import { Spinner } from '../../../core/ui';

/** A spinner centred in its pane (the people list, the conversation). */
export function PaneSpinner({ label }: { label: string }) {
  return (
    <div className="pane-state">
      <Spinner label={label} />
    </div>
  );
}
