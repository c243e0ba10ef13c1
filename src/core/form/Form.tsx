import type { FormHTMLAttributes, ReactNode } from 'react';
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
