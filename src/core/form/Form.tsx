import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import { Banner } from '../ui/Banner';
import { ElementLink } from '../ui/ElementLink';
import { Modal } from '../ui/Modal';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

type FormProps<V extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: UseFormReturn<V>;
  /** Runs with the values once the schema accepts them. */
  onSubmit: SubmitHandler<V>;
  children: ReactNode;
};

/** A <form> whose fields (./fields) read their values and errors from `form`; the browser's own checks are off. */
export function Form<V extends FieldValues>({ form, onSubmit, children, ...rest }: FormProps<V>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        {children}
      </form>
    </FormProvider>
  );
}

type SubmitProps = {
  /** The form is being sent: the button is disabled and says `busyText`. */
  busy: boolean;
  busyText?: string;
  /** Disabled for another reason too (the form is done). */
  disabled?: boolean;
  /** The id of the form it submits, when it stands outside it (a modal's footer). */
  form?: string;
  children: ReactNode;
};

/** The primary button of a form, which says what it is doing while the form is sent. */
export function SubmitButton({ busy, busyText = 'Salvando...', disabled, form, children }: SubmitProps) {
  return (
    <button type="submit" form={form} className="btn btn-primary" disabled={busy || disabled}>
      {busy ? busyText : children}
    </button>
  );
}

/** A form page's last row: 'Cancelar' back to `cancelTo` and 'Salvar'. */
export function FormActions({
  cancelTo,
  container,
  busy,
  disabled,
  className,
}: {
  cancelTo: string;
  container?: HTMLElement | ShadowRoot;
  busy: boolean;
  disabled?: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <ElementLink to={cancelTo} container={container} className="btn">
        Cancelar
      </ElementLink>
      <SubmitButton busy={busy} disabled={disabled}>
        Salvar
      </SubmitButton>
    </div>
  );
}

/**
 * A form in a modal: 'Cancelar' and the submit button of the form inside (whose id is `formId`) in its
 * footer; while the form is sent, neither the footer nor Escape closes it.
 */
export function FormModal(props: {
  open?: boolean;
  title: string;
  className?: string;
  formId: string;
  submit: string;
  busyText?: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { open = true, title, className, formId, submit, busyText, busy, onClose, children } = props;
  return (
    <Modal
      open={open}
      title={title}
      className={className}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <SubmitButton busy={busy} busyText={busyText} form={formId}>
            {submit}
          </SubmitButton>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** A form in a FormModal: saved from the modal's footer, what no field shows above the fields. */
export function ModalForm<V extends FieldValues>(props: {
  title: string;
  submit: string;
  /** The form's controller (useSchemaForm's form, with useFormSubmit's onSubmit and failure). */
  controller: { form: UseFormReturn<V>; onSubmit: SubmitHandler<V>; failure: string | null };
  onClose: () => void;
  className: string;
  children: ReactNode;
}) {
  const { title, submit, controller, onClose, className, children } = props;
  const formId = useId();
  return (
    <FormModal title={title} formId={formId} submit={submit} busy={controller.form.formState.isSubmitting} onClose={onClose}>
      {controller.failure && <Banner kind="error">{controller.failure}</Banner>}
      <Form form={controller.form} onSubmit={controller.onSubmit} id={formId} className={className}>
        {children}
      </Form>
    </FormModal>
  );
}
