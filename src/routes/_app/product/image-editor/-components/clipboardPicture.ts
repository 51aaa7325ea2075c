import { useEffect } from 'react';
import { isTyping } from './typingTarget.js';

/** A picture pasted anywhere on the screen (Ctrl+V) is handed over, unless the seller pastes into a field. */
export function usePastedPicture(onPicture: (picture: Blob) => void): void {
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isTyping(event.target)) return;
      const file = [...(event.clipboardData?.files ?? [])].find((item) => item.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      onPicture(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });
}

/** The clipboard's picture, read with the browser's permission; null when it holds none. Throws when refused. */
export async function readClipboardPicture(): Promise<Blob | null> {
  for (const item of await navigator.clipboard.read()) {
    const type = item.types.find((candidate) => candidate.startsWith('image/'));
    if (type) return item.getType(type);
  }
  return null;
}
