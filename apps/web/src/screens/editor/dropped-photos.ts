import { pickMedia } from '@diary/store';
import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';

/**
 * Photos pasted into the editor or dropped on it join the strip as picked ones do (the store keeps the limits and
 * refuses other kinds). A paste that carries text as well is left to the text field; `over` says a drag of files is
 * over the editor, which shows where they will land.
 */
export function usePastedAndDroppedPhotos() {
  const dispatch = useAppDispatch();
  const [over, setOver] = useState(false);
  const take = (files: FileList | undefined | null) => {
    const given = Array.from(files ?? []);
    if (given.length > 0) void dispatch(pickMedia('image', given));
    return given.length > 0;
  };
  const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  return {
    over,
    handlers: {
      onPaste: (event: ClipboardEvent) => {
        if (event.clipboardData.types.includes('text/plain')) return;
        if (take(event.clipboardData.files)) event.preventDefault();
      },
      onDragOver: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      },
    },
  };
}
