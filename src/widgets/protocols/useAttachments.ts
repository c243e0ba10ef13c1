import { useState } from 'react';
import { checkAttachments } from './file-check';

/** Attachments chosen for sending: added through the first check, removable one by one, with the refusals to show. */
export function useAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  return {
    files,
    problems,
    add(picked: FileList | File[] | null) {
      const result = checkAttachments(files, Array.from(picked ?? []));
      setFiles(result.files);
      setProblems(result.problems);
    },
    remove(file: File) {
      setFiles((all) => all.filter((f) => f !== file));
    },
    reset() {
      setFiles([]);
      setProblems([]);
    },
  };
}
