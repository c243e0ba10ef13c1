import { useMemo } from 'react';
import { useParishZone } from '../../../core/calendar/parish-clock';
import { Form, SelectField, SubmitButton, useFormSubmit, useSchemaForm } from '../../../core/form';
import { IMPORT_FIELDS } from '../../../shared/import-fields';
import { mappingProblems, type ImportKind, type Mapping } from '../../../shared/schemas/imports';
import { z } from '../../../shared/schemas/zod';
import { previewOf } from '../preview';
import type { ImportWizard, Sheet } from '../useImportWizard';
import { PreviewTable } from './PreviewTable';

type Values = Record<string, string>;
const name = (i: number) => `c${i}`;
const toMapping = (values: Values, columns: number): Mapping => Array.from({ length: columns }, (_, i) => values[name(i)] || null);

/** One select per column of the file; the mapping's own rules (none twice, the required ones chosen) under 'mapeamento'. */
function mappingSchema(kind: ImportKind, columns: number) {
  return z.object(Object.fromEntries(Array.from({ length: columns }, (_, i) => [name(i), z.string()]))).superRefine((values, ctx) => {
    const problems = mappingProblems(kind, columns, toMapping(values as Values, columns));
    if (problems.length) ctx.addIssue({ code: 'custom', path: ['mapeamento'], message: problems.join(' ') });
  });
}

/** The second step: the field of each column (guessed from the headers), and the first lines as they will be saved. */
export function MappingStep({ wizard: w, sheet }: { wizard: ImportWizard; sheet: Sheet }) {
  const columns = sheet.colunas.length;
  const schema = useMemo(() => mappingSchema(sheet.tipo, columns), [sheet.tipo, columns]);
  const defaults = useMemo(() => Object.fromEntries(sheet.colunas.map((_, i) => [name(i), sheet.mapeamento[i] ?? ''])), [sheet]);
  const form = useSchemaForm<Values>(schema, defaults);
  const submit = useFormSubmit(form, (values) => w.check(sheet, toMapping(values, columns)), { failed: 'Falha ao conferir as linhas', files: ['mapeamento'] });
  const mapping = toMapping(form.watch(), columns);
  const key = mapping.join('|');
  const zone = useParishZone();
  // Drawn again only when a column's field changes, not at every keystroke elsewhere.
  const preview = useMemo(
    () =>
      previewOf(
        sheet.tipo,
        key.split('|').map((campo) => campo || null),
        sheet.amostra,
        zone,
      ),
    [key, sheet, zone],
  );
  const choices = IMPORT_FIELDS[sheet.tipo].map((f) => [f.campo, f.obrigatorio ? `${f.rotulo} *` : f.rotulo] as const);
  const problem = (form.formState.errors as { mapeamento?: { message?: string } }).mapeamento?.message ?? submit.failure;
  return (
    <Form form={form} onSubmit={submit.onSubmit} aria-label="Campos das colunas">
      <p>
        <strong>{sheet.arquivo}</strong>: {sheet.linhas.toLocaleString('pt-BR')} linha(s). Confira o campo de cada coluna (os marcados com * são obrigatórios);
        as colunas sem campo não são importadas.
      </p>
      <div className="mapping-grid">
        {sheet.colunas.map((column, i) => (
          <SelectField
            key={name(i)}
            name={name(i)}
            label={column}
            hint={sheet.amostra[0]?.[i] ? `Ex.: ${sheet.amostra[0][i]}` : undefined}
            empty="— Não importar —"
            options={choices}
          />
        ))}
      </div>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      <PreviewTable fields={preview.fields} rows={preview.rows} />
      <div className="form-actions">
        <button type="button" className="btn btn-danger-outline" onClick={() => void w.cancel(sheet)} disabled={w.busy}>
          Cancelar importação
        </button>
        <SubmitButton busy={w.busy} busyText="Conferindo...">
          Conferir todas as linhas
        </SubmitButton>
      </div>
    </Form>
  );
}
