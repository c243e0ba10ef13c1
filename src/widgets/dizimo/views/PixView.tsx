import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../core/api/errors';
import { Form, placeServerErrors, SelectField, TextField, unplacedText, useFillOnce } from '../../../core/form';
import { ErrorState, Spinner, toast } from '../../../core/ui';
import { PIX_KEY_TYPES, PIX_LIMITS } from '../../../shared/pix';
import { DIZIMO_MSG } from '../../../shared/schemas/dizimo';
import { savePix } from '../api';
import { pixQuery, refreshAll } from '../queries';
import { PixCode } from './PixCode';

interface Values {
  tipo_chave: string;
  chave: string;
  beneficiario: string;
  cidade: string;
}

/** /dizimo/pix: the parish's PIX key (checked by its type) and the tithe's BR Code built from it. */
export function PixView() {
  const queryClient = useQueryClient();
  const pix = useQuery(pixQuery());
  const form = useForm<Values>({ defaultValues: { tipo_chave: 'cnpj', chave: '', beneficiario: '', cidade: '' } });
  useFillOnce(form, pix.data?.data ?? undefined, (d) => d);
  if (pix.isPending) return <Spinner label="Carregando..." />;
  if (pix.isError) return <ErrorState text={errorText(pix.error, 'Falha ao carregar o PIX')} onRetry={() => void pix.refetch()} />;

  async function onSubmit(values: Values) {
    try {
      const saved = await savePix(values);
      toast.success(saved.message ?? DIZIMO_MSG.pixSaved);
      await refreshAll(queryClient);
    } catch (error) {
      const text = unplacedText(error, placeServerErrors(form, error), 'Falha ao salvar');
      if (text) toast.error(text);
    }
  }
  return (
    <section className="page" aria-labelledby="pix-title">
      <header className="page-head">
        <h1 id="pix-title">PIX da paróquia</h1>
      </header>
      <div className="report-grid">
        <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="pix-title">
          <SelectField name="tipo_chave" label="Tipo de chave" options={PIX_KEY_TYPES} />
          <TextField name="chave" label="Chave" maxLength={PIX_LIMITS.chave} autoComplete="off" />
          <TextField
            name="beneficiario"
            label="Nome do beneficiário"
            maxLength={200}
            hint={`Até ${PIX_LIMITS.beneficiario} letras no código, sem acentos: um nome longo recebe uma sugestão de abreviação.`}
          />
          <TextField name="cidade" label="Cidade" maxLength={200} hint={`Até ${PIX_LIMITS.cidade} letras no código.`} />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              Salvar
            </button>
          </div>
        </Form>
        <section className="card" aria-labelledby="pix-code-title">
          <h2 id="pix-code-title">PIX do dízimo</h2>
          {pix.data.pix ? <PixCode payload={pix.data.pix.payload} /> : <p className="muted">{DIZIMO_MSG.pixMissing}</p>}
        </section>
      </div>
    </section>
  );
}
