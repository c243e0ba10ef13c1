import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, ContaBody, PortadorBody } from '../../shared/schemas/caixa';
import { useCreateAccountMutation, useCreateHolderMutation } from './queries';
import { CAIXA_TEXT } from './text';

const ACCOUNT = { nome: '', tipo: '', pai_id: '' };

/** A new account of the chart: a group of the first level (its kind), or an account under one (its code is the server's). */
export function useAccountForm() {
  const form = useSchemaForm<typeof ACCOUNT>(ContaBody, ACCOUNT);
  const create = useCreateAccountMutation();
  const submit = useFormSubmit(
    form,
    (v: typeof ACCOUNT) => create.mutateAsync(v.pai_id ? { nome: v.nome, pai_id: v.pai_id } : { nome: v.nome, tipo: v.tipo }),
    {
      failed: CAIXA_TEXT.accountFailed,
      onSaved(saved) {
        toast.success(saved.message ?? CAIXA_MSG.contaCreated);
        form.reset(ACCOUNT);
      },
    },
  );
  return { form, ...submit };
}

const holderDefaults = (today: string) => ({
  tipo: 'caixa',
  nome: '',
  banco: '',
  agencia: '',
  conta: '',
  comunidade_id: '',
  saldo_inicial_centavos: '',
  saldo_inicial_data: today,
  padrao: '',
});
type HolderValues = ReturnType<typeof holderDefaults>;

/** A new cash box or bank account with its opening balance (of a day: entries are from then on). */
export function useHolderForm(today: string) {
  const form = useSchemaForm<HolderValues>(PortadorBody, holderDefaults(today));
  const create = useCreateHolderMutation();
  const submit = useFormSubmit(form, (v: HolderValues) => create.mutateAsync(v), {
    failed: CAIXA_TEXT.holderFailed,
    onSaved(saved) {
      toast.success(saved.message ?? CAIXA_MSG.portadorCreated);
      form.reset(holderDefaults(today));
    },
  });
  return { form, ...submit };
}
