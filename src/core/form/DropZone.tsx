import type { HTMLAttributes, ReactNode } from 'react';
import { useDropzone } from '../hooks/useDropzone';

type DropZoneProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  onFiles: (files: File[]) => void;
  /** Nothing is taken while disabled (a full bucket). */
  disabled?: boolean;
  /** The words, the preview and the buttons inside the area (a FileButton among them). */
  children: ReactNode;
  /** Named `data-testid` for tests that drop files on it. */
  'data-testid'?: string;
};

/** The area files are dropped on; the same look and rules in every form that takes files. */
export function DropZone({ onFiles, disabled = false, className, children, ...rest }: DropZoneProps) {
  const drop = useDropzone((files) => onFiles(Array.from(files)), disabled);
  return (
    <div {...rest} className={['dropzone', drop.dragging && 'is-dragging', className].filter(Boolean).join(' ')} {...drop.handlers}>
      {children}
    </div>
  );
}

interface FileButtonProps {
  label: ReactNode;
  onFiles: (files: File[]) => void;
  accept?: string;
  /** Opens the phone's camera at once ('environment': the back one, for a document). */
  capture?: 'environment' | 'user';
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/** A button that opens the file picker (a label over a hidden input, so it is the input's name too). */
export function FileButton({ label, onFiles, accept, capture, multiple, disabled, className, ...described }: FileButtonProps) {
  return (
    <label className={['btn file-button', className].filter(Boolean).join(' ')}>
      {label}
      <input
        type="file"
        className="sr-only"
        accept={accept}
        capture={capture}
        multiple={multiple}
        disabled={disabled}
        {...described}
        onChange={(e) => {
          // Copied before the reset below empties the list; the reset lets the same file be chosen again.
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
