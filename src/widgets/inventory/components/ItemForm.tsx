import { communityChoices } from '../../../core/communities';
import { Form, requiredLabel, SelectField, TextAreaField, TextField, FormActions } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { DESCRIPTION_MAX, ITEM_MAX } from '../../../shared/schemas/inventory';
import { FIELD_LABELS, type ItemField } from '../form-values';
import type { ItemFormController } from '../useItemForm';
import { SaveErrorPanel } from './SaveErrorPanel';
import { pathTo } from '../../../core/paths';

type Props = Omit<ItemFormController, 'canWrite' | 'item' | 'missing'> & {
  title: string;
  container?: HTMLElement | ShadowRoot;
};

const required = (field: ItemField) => requiredLabel(FIELD_LABELS[field]);

/** Item, Categoria, Comunidade, Quantidade distribuída, Descrição; each message under its field. */
export function ItemForm({ title, form, categories, communities, saving, done, failure, probe, onSubmit, container }: Props) {
  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <section className="card inv-form-card" part="form">
      <h1>{title}</h1>
      <Form form={form} onSubmit={onSubmit}>
        <TextField name="item" label={required('item')} className="inv-field-item" type="text" maxLength={ITEM_MAX} required autoComplete="off" />
        <div className="field-row">
          <SelectField
            name="category_id"
            label={required('category_id')}
            className="inv-field-category_id"
            empty="Selecione..."
            required
            options={categories.map((c) => [c.id, c.name] as const)}
          />
          <SelectField
            name="ent_id"
            label={required('ent_id')}
            className="inv-field-ent_id"
            empty="Selecione..."
            required
            options={communityChoices(communities)}
          />
        </div>
        <TextField
          name="qntd_distributed"
          label={required('qntd_distributed')}
          className="inv-field-qntd_distributed"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          required
        />
        <TextAreaField name="description" label={FIELD_LABELS.description} className="inv-field-description" rows={4} maxLength={DESCRIPTION_MAX} />

        {invalid && !failure && (
          <p className="sr-only" role="alert">
            Corrija os campos destacados.
          </p>
        )}
        {failure && <SaveErrorPanel failure={failure} probe={probe} />}
        {done && <Banner kind="success">{done}</Banner>}

        <FormActions className="form-actions" cancelTo={pathTo('/inventario')} container={container} busy={saving} disabled={done !== null} />
      </Form>
    </section>
  );
}
