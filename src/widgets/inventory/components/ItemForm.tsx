import { useId, type ReactNode } from 'react';
import { Banner } from '../../../core/ui';
import { DESCRIPTION_MAX, ITEM_MAX } from '../../../shared/schemas/inventory';
import { FIELD_LABELS, type ItemField } from '../form-values';
import type { ItemFormController } from '../useItemForm';
import { ElementLink } from '../../../core/ui/ElementLink';
import { SaveErrorPanel } from './SaveErrorPanel';

type Props = Omit<ItemFormController, 'canWrite' | 'loading' | 'missing' | 'loadError'> & {
  title: string;
  container?: HTMLElement | ShadowRoot;
};

/** Item, Categoria, Comunidade, Quantidade distribuída, Descrição; each message under its field. */
export function ItemForm(props: Props) {
  const { title, values, setField, errors, categories, communities, saving, done, failure, probe, onSubmit, container } = props;
  const id = useId();
  const control = (field: ItemField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });
  const field = (name: ItemField, input: ReactNode, required = true) => (
    <div className={`field inv-field-${name}`}>
      <label htmlFor={`${id}-${name}`}>
        {FIELD_LABELS[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section className="card inv-form-card" part="form">
      <h1>{title}</h1>
      <form onSubmit={onSubmit} noValidate>
        {field('item', <input {...control('item')} type="text" maxLength={ITEM_MAX} required autoComplete="off" />)}
        <div className="inv-form-row">
          {field(
            'category_id',
            <select {...control('category_id')} required>
              <option value="">Selecione...</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'ent_id',
            <select {...control('ent_id')} required>
              <option value="">Selecione...</option>
              {communities.map((c) => (
                <option key={c.ent_id} value={c.ent_id}>
                  {c.ent_name}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field('qntd_distributed', <input {...control('qntd_distributed')} type="number" min={0} step={1} inputMode="numeric" required />)}
        {field('description', <textarea {...control('description')} rows={4} maxLength={DESCRIPTION_MAX} />, false)}

        {Object.values(errors).some(Boolean) && !failure && (
          <p className="sr-only" role="alert">
            Corrija os campos destacados.
          </p>
        )}
        {failure && <SaveErrorPanel failure={failure} probe={probe} />}
        {done && <Banner kind="success">{done}</Banner>}

        <div className="inv-form-actions">
          <ElementLink to="/inventario" container={container} className="btn">
            Cancelar
          </ElementLink>
          <button type="submit" className="btn btn-primary" disabled={saving || done !== null}>
            {saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </section>
  );
}
