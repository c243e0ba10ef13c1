import { useEffect, useRef, useState } from 'react';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { CEP_DEBOUNCE_MS, CEP_DIGITS, type CepAddress } from './cep';
import { ApiError } from '../api/errors';
import { lookupCep } from './lookup';

export type CepStatus = { kind: 'idle' } | { kind: 'looking' } | { kind: 'found'; text: string } | { kind: 'error'; text: string };

/**
 * Looks a CEP up 400 ms after the user's typing leaves 8 digits in it (not when a saved register
 * is loaded), and hands the address found to `fill`. A newer CEP cancels the lookup of an older one.
 */
export function useCepLookup(fill: (found: CepAddress) => void) {
  const [typed, setTyped] = useState<string | null>(null);
  // What the lookup of one CEP says; another CEP (or one not complete) shows nothing until its own lookup speaks.
  const [lookup, setLookup] = useState<{ cep: string; status: CepStatus } | null>(null);
  // The latest fill, called when the answer arrives (the user may have typed meanwhile).
  const latest = useRef(fill);
  useEffect(() => {
    latest.current = fill;
  });

  useEffect(() => {
    if (typed === null || typed.length !== CEP_DIGITS) return;
    const abort = new AbortController();
    const say = (status: CepStatus) => setLookup({ cep: typed, status });
    const timer = setTimeout(async () => {
      say({ kind: 'looking' });
      try {
        const found = await lookupCep(typed, abort.signal);
        if (abort.signal.aborted) return;
        latest.current(found);
        say({ kind: 'found', text: [found.address, found.home_situation, found.city && `${found.city}/${found.state}`].filter(Boolean).join(', ') });
      } catch (error) {
        if (abort.signal.aborted) return;
        say({ kind: 'error', text: error instanceof ApiError && error.status === 404 ? REGISTER_MSG.cepNotFound : REGISTER_MSG.cepFailed });
      }
    }, CEP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed]);

  const status: CepStatus = lookup && lookup.cep === typed ? lookup.status : IDLE;
  return { status, typedCep: setTyped };
}

const IDLE: CepStatus = { kind: 'idle' };

export type CepLookup = ReturnType<typeof useCepLookup>;
