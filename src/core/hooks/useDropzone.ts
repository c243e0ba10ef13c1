import { useRef, useState, type DragEvent } from 'react';

/** Drag-and-drop of files onto an area: spread `handlers` on it; nothing is accepted while `disabled`. */
export function useDropzone(onFiles: (files: FileList) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  return {
    dragging: dragging && !disabled,
    handlers: {
      onDragEnter(e: DragEvent) {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      onDragOver(e: DragEvent) {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      },
      onDragLeave() {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop(e: DragEvent) {
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        if (!disabled && e.dataTransfer.files.length) onFiles(e.dataTransfer.files);
      },
    },
  };
}
