import { CreateItem, type InventoryItem } from '../../shared/schemas/inventory';

/** The item form as the inputs hold it (text), and its check with the same schema the server uses. */
export interface ItemFormValues {
  item: string;
  category_id: string;
  ent_id: string;
  qntd_distributed: string;
  description: string;
}
export type ItemField = keyof ItemFormValues;
export type ItemFormErrors = Partial<Record<ItemField, string>>;

export const FIELD_LABELS: Record<ItemField, string> = {
  item: 'Item',
  category_id: 'Categoria',
  ent_id: 'Comunidade',
  qntd_distributed: 'Quantidade distribuída',
  description: 'Descrição',
};

export const EMPTY_VALUES: ItemFormValues = { item: '', category_id: '', ent_id: '', qntd_distributed: '0', description: '' };

export function valuesOf(item: InventoryItem): ItemFormValues {
  return {
    item: item.item,
    category_id: String(item.category_id),
    ent_id: String(item.ent_id),
    qntd_distributed: String(item.qntd_distributed),
    description: item.description ?? '',
  };
}

export type ItemPayload = Omit<CreateItem, 'paroquia_id'>;

export function isItemField(name: string): name is ItemField {
  return name in FIELD_LABELS;
}

/** The first message per field, from the shared schema (the spec's texts), or the payload to send. */
export function validateItem(values: ItemFormValues): { payload: ItemPayload; errors?: undefined } | { payload?: undefined; errors: ItemFormErrors } {
  const parsed = CreateItem.safeParse(values);
  if (parsed.success) {
    const { paroquia_id: _ignored, ...payload } = parsed.data;
    return { payload };
  }
  const errors: ItemFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isItemField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/** Server validation details on the form's own fields (first text each); others stay in the error panel. */
export function formErrorsOf(fields: Record<string, string[]>): ItemFormErrors {
  const errors: ItemFormErrors = {};
  for (const [field, texts] of Object.entries(fields)) {
    const name = field === 'category' ? 'category_id' : field;
    if (isItemField(name) && texts[0]) errors[name] ??= texts[0];
  }
  return errors;
}
