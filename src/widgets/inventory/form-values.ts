import { CreateItem, type InventoryItem } from '../../shared/schemas/inventory';

/** The item form's fields and their labels (under the fields, and naming them in a save's failure). */
export const FIELD_LABELS = {
  item: 'Item',
  category_id: 'Categoria',
  ent_id: 'Comunidade',
  qntd_distributed: 'Quantidade distribuída',
  description: 'Descrição',
};
export type ItemField = keyof typeof FIELD_LABELS;

/** The item form as the inputs hold it (text), and its check with the same schema the server uses. */
export type ItemFormValues = Record<ItemField, string>;

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

/** What the API is sent: the values parsed with the shared schema (called once the form has checked them). */
export function itemPayload(values: ItemFormValues): ItemPayload {
  const { paroquia_id: _ignored, ...payload } = CreateItem.parse(values);
  return payload;
}

/** The server's name of the category (sent twice) on the form's field. */
export const SERVER_ALIASES = { category: 'category_id' };
