import { useState } from 'react';
import { DocumentoBody, type ChecklistLinha } from '../../shared/schemas/casamentos';
import { useDeliverDocument } from './queries';
import { useActionForm } from './useActionForm';

interface DocumentoValues {
  conjuge: string;
  item: string;
  codigo: string;
  emitido_em: string;
  observacao: string;
}

/**
 * A checklist item delivered: its file (PDF or photo, checked by content on the server) and, for a certificate,
 * its code (verified at once: older than six months, annulled or corrected after issue is refused under the field).
 */
export function useDocumentForm(id: number, line: ChecklistLinha, onDone: () => void) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const deliver = useDeliverDocument(id);
  const values = { conjuge: String(line.conjuge), item: line.chave, codigo: '', emitido_em: '', observacao: '' };
  const f = useActionForm(DocumentoBody, values, (fields: DocumentoValues) => deliver.mutateAsync({ fields: { ...fields }, arquivo }), onDone);
  return { ...f, arquivo, choose: (files: File[]) => setArquivo(files[0] ?? null) };
}
