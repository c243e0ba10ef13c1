import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { DataFrame, type DataState } from '../../../core/data';
import { ModalForm } from '../../../core/form';
import { TEXT } from '../text';

/**
 * A list the parish keeps for its marriage files (the document checklist, the interview's questions): loaded, edited
 * row by row (one <li> each), a row added at the end, and the list's own error (empty, repeated) under it.
 */
export function ParishListDialog<V extends FieldValues>(props: {
  title: string;
  hint: string;
  controller: { form: UseFormReturn<V>; onSubmit: SubmitHandler<V>; failure: string | null; add: () => void };
  state: DataState<unknown>;
  loading: string;
  failed: string;
  /** The list's own error (an array field's message, or its root's). */
  error: { message?: string; root?: { message?: string } } | undefined;
  addLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { controller, error } = props;
  const message = error?.message ?? error?.root?.message;
  return (
    <ModalForm title={props.title} submit={TEXT.save} controller={controller} onClose={props.onClose} className="form">
      <p className="muted small">{props.hint}</p>
      <DataFrame state={props.state} loading={props.loading} failed={props.failed}>
        {() => <ol className="checklist-items">{props.children}</ol>}
      </DataFrame>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <button type="button" className="btn btn-small" onClick={controller.add}>
        {props.addLabel}
      </button>
    </ModalForm>
  );
}
