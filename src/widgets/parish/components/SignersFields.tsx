import { TextField } from '../../../core/form';
import type { ProfileFormController } from '../useProfileForm';

/** Who signs certificates and receipts: the pároco and each vigário, name and title. */
export function SignersFields({ vigarios }: { vigarios: ProfileFormController['vigarios'] }) {
  return (
    <fieldset className="parish-grid" part="signers">
      <legend>Quem assina certidões e recibos</legend>
      <TextField
        name="paroco.nome"
        label="Pároco"
        maxLength={120}
        hint="Em branco: paróquia sem pároco nomeado (assinam os vigários)."
        placeholder="Pe. João da Silva"
      />
      <TextField name="paroco.titulo" label="Título do pároco" maxLength={60} placeholder="Pároco" />
      {vigarios.fields.map((field, i) => (
        <div key={field.id} className="parish-signer parish-wide" role="group" aria-label={`Vigário ${i + 1}`}>
          <TextField name={`vigarios.${i}.nome`} label={`Vigário ${i + 1}`} maxLength={120} />
          <TextField name={`vigarios.${i}.titulo`} label={`Título do vigário ${i + 1}`} maxLength={60} />
          <button type="button" className="btn btn-small btn-danger-outline" onClick={() => vigarios.remove(i)} aria-label={`Remover vigário ${i + 1}`}>
            Remover
          </button>
        </div>
      ))}
      <div className="parish-wide">
        <button type="button" className="btn btn-small" onClick={vigarios.add} disabled={vigarios.fields.length >= 10}>
          Adicionar vigário
        </button>
      </div>
    </fieldset>
  );
}
