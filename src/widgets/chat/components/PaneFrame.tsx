import { DataFrame, type DataFrameProps } from '../../../core/data';
import { Spinner } from '../../../core/ui';

/** A spinner centred in its pane (the people list, the conversation). */
export function PaneSpinner({ label }: { label: string }) {
  return (
    <div className="pane-state">
      <Spinner label={label} />
    </div>
  );
}

/** A pane's data (the people, the messages): the DataFrame, with the pane's spinner while it loads. */
export function PaneFrame<T>(props: Omit<DataFrameProps<T>, 'placeholder'>) {
  return <DataFrame {...props} placeholder={<PaneSpinner label={props.loading} />} />;
}
