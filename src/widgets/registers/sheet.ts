import { formatCpf } from '../../shared/cpf';
import { CIVIL_STATUS, RACE, REGISTER_MSG, REGISTER_STATUS, WORK_STATE, type Register } from '../../shared/schemas/registers';
import { formatDate } from '../../core/format';
import { CEP_MASK, masked, PHONE_MASK } from '../../core/form/masks';

export interface SheetRow {
  label: string;
  value: string;
}

/** Empty, blank or zero shows 'Não Informado'. */
export function informed(value: string | number | null | undefined, format: (v: string) => string = (v) => v): string {
  if (value === null || value === undefined || value === 0) return REGISTER_MSG.notInformed;
  const text = String(value).trim();
  return text && text !== '0' ? format(text) : REGISTER_MSG.notInformed;
}

const label = (labels: Record<number, string>, value: number | null) => informed(value, (v) => labels[Number(v)] ?? v);
const phone = (value: string | null) => informed(value, (v) => (v.length === 11 ? masked(PHONE_MASK, v) : v));
const years = (value: number | null) => informed(value, (v) => (v === '1' ? '1 ano' : `${v} anos`));

/** The 'Ficha do registro' sheet, in three blocks: the person, the family, the address. */
export function sheetRows(r: Register, parishName: string | null | undefined): { person: SheetRow[]; family: SheetRow[]; address: SheetRow[] } {
  return {
    person: [
      { label: 'CPF', value: informed(r.cpf, formatCpf) },
      { label: 'RG', value: informed(r.rg) },
      { label: 'Telefone', value: phone(r.phone) },
      { label: 'E-mail', value: informed(r.email) },
      { label: 'Paróquia', value: informed(parishName) },
      { label: 'Estado civil', value: label(CIVIL_STATUS, r.civil_status) },
      { label: 'Situação do trabalho', value: label(WORK_STATE, r.work_state) },
      { label: 'Raça', value: label(RACE, r.race) },
      { label: 'Idade', value: years(r.age) },
      { label: 'Nascimento', value: informed(r.born_date, (v) => formatDate(v)) },
      { label: 'Status', value: REGISTER_STATUS[r.status as '0' | '1'] ?? informed(r.status) },
    ],
    family: [
      { label: 'Qtd. familiares', value: informed(r.familly_qntd) },
      { label: 'Mãe', value: informed(r.mother_name) },
      { label: 'Telefone da mãe', value: phone(r.motherPhone) },
      { label: 'Pai', value: informed(r.father_name) },
      { label: 'Telefone do pai', value: phone(r.fatherPhone) },
    ],
    address: [
      { label: 'Endereço', value: informed([r.address, r.address_number].filter((v) => v?.trim()).join(', ')) },
      { label: 'Bairro', value: informed(r.home_situation) },
      { label: 'Cidade', value: informed(r.city) },
      { label: 'Estado', value: informed(r.state) },
      { label: 'CEP', value: informed(r.cep, (v) => masked(CEP_MASK, v)) },
      { label: 'País', value: informed(r.country) },
    ],
  };
}
