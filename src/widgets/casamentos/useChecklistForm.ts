import { useFieldArray } from 'react-hook-form';
import { useFillOnce } from '../../core/form';
import { ChecklistBody, type DocumentoItem } from '../../shared/schemas/casamentos';
import { searchFold } from '../../shared/search-fold';
import { z } from '../../shared/schemas/zod';
import { useChecklist, useSaveChecklist } from './queries';
import { useActionForm } from './useActionForm';

/** An item as the form holds it: the key kept for items the parish had, made from the name for new ones. */
interface ItemValues {
  chave: string;
  nome: string;
  validade_meses: string;
  sacramento: string;
}
type ChecklistValues = { itens: ItemValues[] };

/** 'Certidão de casamento civil' -> 'certidao_de_casamento_civil' (the server's key rule: a letter, then letters, digits and _). */
const keyOf = (nome: string) =>
  `d_${searchFold(nome)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')}`.slice(0, 40);
const bodyOf = (v: ChecklistValues) => ({
  itens: v.itens.map((i) => ({
    chave: i.chave || keyOf(i.nome),
    nome: i.nome,
    validade_meses: i.validade_meses ? Number(i.validade_meses) : null,
    sacramento: i.sacramento || null,
  })),
});
const ChecklistForm = z.preprocess((v) => bodyOf(v as ChecklistValues), ChecklistBody);
const valuesOf = (items: DocumentoItem[]): ChecklistValues => ({
  itens: items.map((i) => ({ chave: i.chave, nome: i.nome, validade_meses: i.validade_meses ? String(i.validade_meses) : '', sacramento: i.sacramento ?? '' })),
});

/** The parish's checklist: each item's name, how many months a certificate is valid, the sacrament whose code proves it. */
export function useChecklistForm(onDone: () => void) {
  const checklist = useChecklist(true);
  const save = useSaveChecklist();
  const f = useActionForm(ChecklistForm, { itens: [] as ItemValues[] }, (v: ChecklistValues) => save.mutateAsync(bodyOf(v)), onDone);
  useFillOnce(f.form, checklist.data, valuesOf);
  const items = useFieldArray({ control: f.form.control, name: 'itens' });
  return { ...f, checklist, items, add: () => items.append({ chave: '', nome: '', validade_meses: '', sacramento: '' }) };
}
