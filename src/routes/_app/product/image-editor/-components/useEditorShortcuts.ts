import { useEffect } from 'react';
import { isTyping } from './typingTarget.js';

export interface ShortcutCommands {
  undo(): void;
  redo(): void;
  save(): void;
  openFile(): void;
  /** Enter and Esc while the crop frame is shown. */
  cropping: boolean;
  applyCrop(): void;
  cancelCrop(): void;
  /** The selected layer, which Delete removes, Esc lets go and the arrows move. */
  selectedId: string | null;
  deselect(): void;
  remove(id: string): void;
  nudge(id: string, dx: number, dy: number): void;
  /** No shortcuts while a dialog is open. */
  paused: boolean;
}

/** The shortcuts every editor has; none while the seller types in a field or a dialog is open. */
export function useEditorShortcuts(commands: ShortcutCommands): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || commands.paused) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const selected = commands.selectedId;
      const step = event.shiftKey ? 10 : 1;
      const arrows: Record<string, [number, number]> = {
        arrowleft: [-step, 0],
        arrowright: [step, 0],
        arrowup: [0, -step],
        arrowdown: [0, step],
      };
      if (command && key === 'z' && !event.shiftKey) commands.undo();
      else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) commands.redo();
      else if (command && key === 's') commands.save();
      else if (command && key === 'o') commands.openFile();
      else if (commands.cropping && key === 'enter') commands.applyCrop();
      else if (commands.cropping && key === 'escape') commands.cancelCrop();
      else if (key === 'escape') commands.deselect();
      else if (selected && (key === 'delete' || key === 'backspace')) commands.remove(selected);
      else if (selected && arrows[key]) commands.nudge(selected, ...arrows[key]);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
