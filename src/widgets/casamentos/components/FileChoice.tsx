import { FileButton } from '../../../core/form';
import { TEXT } from '../text';

/** A document's file: chosen from the device or photographed; its name once chosen. */
export function FileChoice({ label, file, onFiles }: { label: string; file: File | null; onFiles: (files: File[]) => void }) {
  return (
    <fieldset className="field-group">
      <legend>{label}</legend>
      <div className="file-choice">
        <FileButton label={TEXT.chooseFile} accept="application/pdf,image/jpeg,image/png,image/webp" onFiles={onFiles} />
        <FileButton label={TEXT.takePhoto} accept="image/*" capture="environment" onFiles={onFiles} />
        <span role="status">{file ? TEXT.chosenFile(file.name) : TEXT.noFile}</span>
      </div>
    </fieldset>
  );
}
