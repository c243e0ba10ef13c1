import { useMemo } from 'react';
import { useSchemaForm } from '../../core/form';
import { CreateNotice, type Notice } from '../../shared/schemas/notices';
import { z } from '../../shared/schemas/zod';
import type { NoticeDraft } from './api';
import { attachmentError, isoToWallTime, wallTimeToIso } from './notice-rules';

/** The form's values, named as the server names the fields so its errors land on them. */
export interface NoticeFormValues {
  title: string;
  legend: string;
  level_importance: string;
  /** datetime-local value in the user's zone; '' sends now. */
  send_at: string;
  anexo: File | null;
  remove_anexo: boolean;
}

function initialValues(notice: Notice | undefined, zone: string): NoticeFormValues {
  return {
    title: notice?.title ?? '',
    legend: notice?.legend ?? '',
    level_importance: String(notice?.level_importance ?? 0),
    send_at: isoToWallTime(notice?.send_at ?? null, zone),
    anexo: null,
    remove_anexo: false,
  };
}

/**
 * The create and edit forms' values and checks: title required ('Informe o título'),
 * attachment type and size checked as soon as a file is chosen and again on submit.
 */
export function useNoticeForm(zone: string, notice?: Notice) {
  // The picker gives a wall time in the user's zone; the schema checks the instant it names.
  const schema = useMemo(
    () => z.preprocess((v) => ({ ...(v as NoticeFormValues), send_at: wallTimeToIso((v as NoticeFormValues).send_at, zone) }), CreateNotice),
    [zone],
  );
  const form = useSchemaForm<NoticeFormValues>(schema, initialValues(notice, zone));

  function chooseFile(file: File | undefined) {
    if (!file) return;
    const error = attachmentError(file);
    if (error) {
      form.setError('anexo', { type: 'file', message: error });
      return;
    }
    form.clearErrors('anexo');
    form.setValue('anexo', file);
    form.setValue('remove_anexo', false);
  }

  /** What the values send: the title and legend trimmed, the wall time as an instant. */
  function draftOf(values: NoticeFormValues): NoticeDraft {
    return {
      title: values.title.trim(),
      legend: values.legend.trim(),
      level_importance: Number(values.level_importance),
      // Untouched, the stored instant goes back as it was (the picker only shows minutes).
      send_at: notice && values.send_at === isoToWallTime(notice.send_at, zone) ? (notice.send_at ?? '') : wallTimeToIso(values.send_at, zone),
      file: values.anexo,
      removeAttachment: values.remove_anexo,
    };
  }

  return { form, chooseFile, clearFile: () => form.setValue('anexo', null), draftOf, reset: () => form.reset(initialValues(notice, zone)) };
}

export type NoticeFormState = ReturnType<typeof useNoticeForm>;
