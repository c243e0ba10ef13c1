import { fromQuery } from '../../../core/data';
import { SelectField, TextField } from '../../../core/form';
import { SACRAMENTOS_CERTIFICAVEIS } from '../../../shared/schemas/casamentos';
import { TEXT } from '../text';
import { useChecklistForm } from '../useChecklistForm';
import { ParishListDialog } from './ParishListDialog';

/** 'Documentos exigidos': the parish's checklist for every new file (the common one until it changes it). */
export function ChecklistDialog({ onClose }: { onClose: () => void }) {
  const f = useChecklistForm(onClose);
  return (
    <ParishListDialog
      title={TEXT.checklistTitle}
      hint={TEXT.checklistHint}
      controller={f}
      state={fromQuery(f.checklist)}
      loading={TEXT.loadingChecklist}
      failed={TEXT.checklistFailed}
      error={f.form.formState.errors.itens}
      addLabel={TEXT.addItem}
      onClose={onClose}
    >
      {f.items.fields.map((field, i) => (
        <li key={field.id}>
          <TextField name={`itens.${i}.nome`} label={TEXT.itemName(i + 1)} maxLength={150} autoComplete="off" />
          <div className="field-row">
            <TextField name={`itens.${i}.validade_meses`} label={TEXT.itemValidity} inputMode="numeric" maxLength={2} autoComplete="off" />
            <SelectField name={`itens.${i}.sacramento`} label={TEXT.itemSacrament} empty={TEXT.noSacrament} options={SACRAMENTOS_CERTIFICAVEIS} />
            <button type="button" className="btn btn-small" aria-label={`${TEXT.remove}: ${TEXT.itemName(i + 1)}`} onClick={() => f.items.remove(i)}>
              {TEXT.remove}
            </button>
          </div>
        </li>
      ))}
    </ParishListDialog>
  );
}
