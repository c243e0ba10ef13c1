import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { usePublicForm } from '../../core/form/usePublicForm';
import { holdPlaces, sendPedido } from './api';

/** The request's form: sent as the browser holds it (files and all), the server's 422 texts under its fields. */
export const usePedidoForm = (paroquia: number) => usePublicForm((body) => sendPedido(paroquia, body), 'Não foi possível enviar o pedido. Tente novamente.');

/** The course session and the baptism date picked: once both are, their places are held 15 minutes (another pick holds again). */
export function useHold(paroquia: number) {
  const [picked, setPicked] = useState({ curso_id: '', data_id: '' });
  const [hold, setHold] = useState<{ reserva: string; expira_em: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function pick(field: 'curso_id' | 'data_id', value: string) {
    const next = { ...picked, [field]: value };
    setPicked(next);
    setHold(null);
    setError(null);
    if (!next.curso_id || !next.data_id) return;
    try {
      setHold(await holdPlaces(paroquia, { curso_id: Number(next.curso_id), data_id: Number(next.data_id) }));
    } catch (failure) {
      setError(errorText(failure, 'Não foi possível reservar a vaga. Tente de novo.'));
    }
  }
  return { hold, error, pick: (field: 'curso_id' | 'data_id', value: string) => void pick(field, value) };
}
