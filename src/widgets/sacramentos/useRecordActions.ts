import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { useIssuedCertificate } from '../../core/hooks/useIssuedCertificate';
import { toast } from '../../core/ui';
import { AnnulBody, CertificateBody, EnviadaBody, NoteBody, type CertidaoForma, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import { z } from '../../shared/schemas/zod';
import { useAddNote, useAnnul, useIssueCertificate, useNoticeSent } from './queries';

const FOR_MARRIAGE = 'para fins de casamento';

/** The certificate dialog's choices: the form, the signer ('' for the pároco), and whether it is for a marriage. */
interface CertificateValues {
  forma: CertidaoForma;
  assinante: string;
  para_casamento: boolean;
}
const certificateChoice = (v: CertificateValues) => ({
  forma: v.forma,
  assinante: v.assinante || undefined,
  finalidade: v.para_casamento ? FOR_MARRIAGE : undefined,
});
const CertificateForm = z.preprocess((v) => certificateChoice(v as CertificateValues), CertificateBody);

/** A marginal note: the text and its date (blank for today); the form empties once it is added. */
export function useNoteForm(tipo: SacramentoTipo, id: number) {
  const form = useSchemaForm<{ texto: string; data: string }>(NoteBody, { texto: '', data: '' });
  const add = useAddNote(tipo, id);
  const submit = useFormSubmit(form, add.mutateAsync, {
    failed: 'Falha ao salvar',
    onSaved: (answer) => {
      if (answer.message) toast.success(answer.message);
      form.reset();
    },
  });
  return { form, onSubmit: submit.onSubmit, failure: submit.failure, busy: add.isPending };
}

/** A form in a confirmation dialog: `confirm` submits it; `cancel` drops its messages (what was typed stays, as in a closed dialog). */
function dialogForm<V extends FieldValues>(
  form: UseFormReturn<V>,
  submit: { onSubmit: (values: V) => Promise<void>; failure: string | null; dismissFailure: () => void },
) {
  return {
    form,
    failure: submit.failure,
    confirm: () => void form.handleSubmit(submit.onSubmit)(),
    cancel: () => {
      form.clearErrors();
      submit.dismissFailure();
    },
  };
}

/** 'Anular': the reason; `onDone` closes the dialog. */
export function useAnnulForm(tipo: SacramentoTipo, id: number, onDone: () => void) {
  const form = useSchemaForm<{ motivo: string }>(AnnulBody, { motivo: '' });
  const annul = useAnnul(tipo, id);
  const submit = useFormSubmit(form, annul.mutateAsync, {
    failed: 'Falha ao salvar',
    onSaved: (answer) => {
      if (answer.message) toast.success(answer.message);
      onDone();
    },
  });
  return { ...dialogForm(form, submit), busy: annul.isPending };
}

/** 'Emitir certidão': issued, the PDF is downloaded at once and stays linked on the page; `onDone` closes the dialog. */
export function useCertificateForm(tipo: SacramentoTipo, id: number, onDone: () => void) {
  const form = useSchemaForm<CertificateValues>(CertificateForm, { forma: 'breve_relato', assinante: '', para_casamento: false });
  const issue = useIssueCertificate(tipo, id);
  const { issued, received } = useIssuedCertificate();
  const submit = useFormSubmit(form, (values: CertificateValues) => issue.mutateAsync(certificateChoice(values)), {
    failed: 'Falha ao emitir a certidão',
    onSaved: ({ pdf, code }) => {
      received(pdf, code, `certidao-${tipo}-${code}.pdf`, {});
      onDone();
    },
  });
  return { ...dialogForm(form, submit), busy: issue.isPending, issued };
}

/** 'Registrar envio': the day the confirmation's letter went to the baptism parish (today first); `onDone` closes the dialog. */
export function useNoticeSentForm(id: number, today: string, onDone: () => void) {
  const form = useSchemaForm<{ data: string }>(EnviadaBody, { data: today });
  const sent = useNoticeSent(id);
  const submit = useFormSubmit(form, sent.mutateAsync, {
    failed: 'Falha ao salvar',
    onSaved: (answer) => {
      if (answer.message) toast.success(answer.message);
      onDone();
    },
  });
  return { form, onSubmit: submit.onSubmit, failure: submit.failure };
}
