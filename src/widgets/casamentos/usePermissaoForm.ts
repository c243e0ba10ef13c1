import { useState } from 'react';
import { PermissaoBody, type ImpedimentoTipo } from '../../shared/schemas/casamentos';
import { useGrantPermission } from './queries';
import { useActionForm } from './useActionForm';

interface PermissaoValues {
  impedimento: ImpedimentoTipo;
  concedida_por: string;
  data: string;
  protocolo: string;
}

/** A dispensation or licence granted by the diocese: who, when, its protocol number, and the scan if any. */
export function usePermissaoForm(id: number, impedimento: ImpedimentoTipo, onDone: () => void) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const grant = useGrantPermission(id);
  const values: PermissaoValues = { impedimento, concedida_por: '', data: '', protocolo: '' };
  const f = useActionForm(PermissaoBody, values, (fields: PermissaoValues) => grant.mutateAsync({ fields: { ...fields }, arquivo }), onDone);
  return { ...f, arquivo, choose: (files: File[]) => setArquivo(files[0] ?? null) };
}
