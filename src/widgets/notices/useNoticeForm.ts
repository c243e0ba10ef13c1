import { useState, type FormEvent } from 'react';
import { ApiError } from '../../core/api/errors';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import type { NoticeDraft } from './api';
import { attachmentError, isoToWallTime, wallTimeToIso } from './notice-rules';

export interface NoticeFormValues {
  title: string;
  legend: string;
  level: number;
  /** datetime-local value in the user's zone; '' sends now. */
  sendAt: string;
  file: File | null;
  removeAttachment: boolean;
}

export type NoticeField = 'title' | 'legend' | 'level_importance' | 'send_at' | 'anexo';
export type NoticeFormErrors = Partial<Record<NoticeField, string>>;
const FIELDS: readonly NoticeField[] = ['title', 'legend', 'level_importance', 'send_at', 'anexo'];

function initialValues(notice: Notice | undefined, zone: string): NoticeFormValues {
  return {
    title: notice?.title ?? '',
    legend: notice?.legend ?? '',
    level: notice?.level_importance ?? 0,
    sendAt: isoToWallTime(notice?.send_at ?? null, zone),
    file: null,
    removeAttachment: false,
  };
}

/** The server's 422 field texts, for the fields this form shows. */
function serverFieldErrors(error: unknown): NoticeFormErrors {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const errors = (error.body as { errors?: Record<string, unknown> }).errors ?? {};
  const found: NoticeFormErrors = {};
  for (const field of FIELDS) {
    const texts = errors[field];
    if (Array.isArray(texts) && typeof texts[0] === 'string') found[field] = texts[0];
  }
  return found;
}

/**
 * The create and edit forms' values and checks: title required ('Informe o título'),
 * attachment type and size checked as soon as a file is chosen and again on submit.
 */
export function useNoticeForm(zone: string, notice?: Notice) {
  const [values, setValues] = useState<NoticeFormValues>(() => initialValues(notice, zone));
  const [errors, setErrors] = useState<NoticeFormErrors>({});
  // A new key remounts the file input, emptying it after a refused or removed file.
  const [fileInputKey, setFileInputKey] = useState(0);

  function set<K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'title') setErrors((e) => ({ ...e, title: undefined }));
  }

  function chooseFile(file: File | null) {
    const error = file ? attachmentError(file) : null;
    setErrors((e) => ({ ...e, anexo: error ?? undefined }));
    setValues((v) => ({ ...v, file: error ? null : file, removeAttachment: file && !error ? false : v.removeAttachment }));
    if (error) setFileInputKey((k) => k + 1);
  }

  function clearFile() {
    setValues((v) => ({ ...v, file: null }));
    setFileInputKey((k) => k + 1);
  }

  /** The draft to send, or null with the errors shown. */
  function validate(event?: FormEvent): NoticeDraft | null {
    event?.preventDefault();
    const found: NoticeFormErrors = {};
    if (!values.title.trim()) found.title = NOTICES_MSG.titleRequired;
    const fileError = values.file ? attachmentError(values.file) : null;
    if (fileError) found.anexo = fileError;
    setErrors(found);
    if (Object.keys(found).length) return null;
    return {
      title: values.title.trim(),
      legend: values.legend.trim(),
      level_importance: values.level,
      // Untouched, the stored instant goes back as it was (the picker only shows minutes).
      send_at: notice && values.sendAt === isoToWallTime(notice.send_at, zone) ? (notice.send_at ?? '') : wallTimeToIso(values.sendAt, zone),
      file: values.file,
      removeAttachment: values.removeAttachment,
    };
  }

  return {
    values,
    errors,
    fileInputKey,
    set,
    chooseFile,
    clearFile,
    validate,
    /** Shows the server's field texts next to their fields. */
    showServerErrors: (error: unknown) => setErrors(serverFieldErrors(error)),
    reset: () => {
      setValues(initialValues(notice, zone));
      setErrors({});
      setFileInputKey((k) => k + 1);
    },
  };
}

export type NoticeFormState = ReturnType<typeof useNoticeForm>;
