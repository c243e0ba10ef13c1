import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, ContaBody, PortadorBody, PortadorEdit, type Portador } from '../../shared/schemas/caixa';
import { useCreateAccountMutation, useCreateHolderMutation, useUpdateHolderMutation } from './queries';
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

const editValues = (h: Portador) => ({
  tipo: h.tipo,
  nome: h.nome,
  banco: h.banco ?? '',
  agencia: h.agencia ?? '',
  conta: h.conta ?? '',
  comunidade_id: h.comunidade_id ? String(h.comunidade_id) : '',
  padrao: h.padrao ? 'true' : '',
});
type HolderEditValues = ReturnType<typeof editValues>;

/** A holder's correction (a bank account's number typed wrong, its name): the kind and the opening balance stay. */
export function useHolderEditForm(holder: Portador, onClose: () => void) {
  const form = useSchemaForm<HolderEditValues>(PortadorEdit, editValues(holder));
  const update = useUpdateHolderMutation();
  const submit = useFormSubmit(form, (v: HolderEditValues) => update.mutateAsync({ id: holder.id, body: v }), {
    failed: CAIXA_TEXT.holderFailed,
    onSaved(saved) {
      toast.success(saved.message ?? CAIXA_MSG.portadorUpdated);
      onClose();
    },
  });
  return { form, ...submit };
}
