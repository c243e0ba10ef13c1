import type { ReactNode } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SelectField, TextField } from '../../../core/form';
import { PIX_KEY_TYPES, PIX_LIMITS } from '../../../shared/pix';
import { DIZIMO_MSG } from '../../../shared/schemas/dizimo';
import type { PixAnswer } from '../api';
import { usePix } from '../queries';
import { usePixForm } from '../usePixForm';
import { PixCode } from './PixCode';
import { PageHead } from '../../../core/ui';

/** /dizimo/pix: the parish's PIX key (checked by its type) and the tithe's BR Code built from it. */
export function PixView() {
  const pix = usePix();
  return (
    <DataFrame state={fromQuery(pix)} loading="Carregando..." failed="Falha ao carregar o PIX">
      {(data) => <PixSettings pix={data} />}
    </DataFrame>
  );
}

function PixSettings({ pix }: { pix: PixAnswer }) {
  const { form, onSubmit, abbreviations } = usePixForm(pix.data);
  return (
    <section className="page" aria-labelledby="pix-title">
      <PageHead id="pix-title" title="PIX da paróquia" />
      <div className="report-grid">
        <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="pix-title">
          <SelectField name="tipo_chave" label="Tipo de chave" options={PIX_KEY_TYPES} />
          <TextField name="chave" label="Chave" maxLength={PIX_LIMITS.chave} autoComplete="off" />
          <TextField
            name="beneficiario"
            label="Nome do beneficiário"
            maxLength={200}
            hint={
              <AbbreviationHint suggestion={abbreviations.beneficiario}>
                Até {PIX_LIMITS.beneficiario} letras no código, sem acentos: um nome longo recebe uma sugestão de abreviação.
              </AbbreviationHint>
            }
          />
          <TextField
            name="cidade"
            label="Cidade"
            maxLength={200}
            hint={<AbbreviationHint suggestion={abbreviations.cidade}>Até {PIX_LIMITS.cidade} letras no código.</AbbreviationHint>}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              Salvar
            </button>
          </div>
        </Form>
        <section className="card" aria-labelledby="pix-code-title">
          <h2 id="pix-code-title">PIX do dízimo</h2>
          {pix.pix ? <PixCode payload={pix.pix.payload} /> : <p className="muted">{DIZIMO_MSG.pixMissing}</p>}
        </section>
      </div>
    </section>
  );
}

/** A field's hint, or, when its text is too long for the BR Code, the abbreviation to take with one click. */
function AbbreviationHint({ suggestion, children }: { suggestion: { text: string; use: () => void } | null; children: ReactNode }) {
  if (!suggestion) return <>{children}</>;
  return (
    <>
      No código PIX: <strong>{suggestion.text}</strong>{' '}
      <button type="button" className="btn btn-small" onClick={suggestion.use} aria-label={`Usar a abreviação ${suggestion.text}`}>
        Usar a abreviação
      </button>
    </>
  );
}
