import { describe, expect, it } from 'vitest';
import {
  addLayer,
  blankDocument,
  layersAfterCrop,
  layersAfterTurn,
  moveLayer,
  newLayer,
  removeLayer,
  updateLayer,
  type TextLayer,
} from './pictureDocument.js';

describe('the layers of a picture', () => {
  const size = { width: 900, height: 1200 };

  it('adds, changes, reorders and removes layers, leaving the document it started from as it was', () => {
    const start = blankDocument(size);
    const text = newLayer('text', size, 'Текст', 'Новинка');
    const badge = newLayer('badge', size, 'Плашка', '−20%');
    const withBoth = addLayer(addLayer(start, text), badge);
    expect(withBoth.layers.map((layer) => layer.name)).toEqual(['Текст', 'Плашка']);
    expect(start.layers).toEqual([]);

    const moved = moveLayer(withBoth, text.id, 'up');
    expect(moved.layers.map((layer) => layer.id)).toEqual([badge.id, text.id]);
    expect(moveLayer(moved, text.id, 'up')).toBe(moved);

    const hidden = updateLayer(moved, badge.id, { hidden: true });
    expect(hidden.layers[0].hidden).toBe(true);
    expect(moved.layers[0].hidden).toBe(false);
    expect(removeLayer(hidden, badge.id).layers.map((layer) => layer.id)).toEqual([text.id]);
  });

  it('starts a badge from its preset colours, a text inside the safe zone', () => {
    const badge = newLayer('badge', size, 'Плашка', 'Хит');
    expect(badge).toMatchObject({ text: 'Хит', fill: '#F91155', color: '#FFFFFF' });
    const text = newLayer('text', size, 'Текст') as TextLayer;
    expect(text.x).toBeGreaterThanOrEqual(900 * 0.08);
    expect(text.y).toBeGreaterThanOrEqual(1200 * 0.1);
  });

  it('keeps each layer on its place of the photo when the photo is cropped and enlarged', () => {
    const text = { ...(newLayer('text', size, 'Текст') as TextLayer), x: 400, y: 300, fontSize: 40, width: 200 };
    const [after] = layersAfterCrop([text], { x: 100, y: 100, width: 600, height: 800 }, { width: 900, height: 1200 });
    expect(after).toMatchObject({ x: 450, y: 300, fontSize: 60, width: 300 });
  });

  it('turns the layers with the photo', () => {
    const text = { ...newLayer('text', size, 'Текст'), x: 100, y: 200 };
    const [clockwise] = layersAfterTurn([text], size, true);
    expect(clockwise).toMatchObject({ x: 1000, y: 100, rotation: 90 });
    const [back] = layersAfterTurn([clockwise], { width: 1200, height: 900 }, false);
    expect(back).toMatchObject({ x: 100, y: 200, rotation: 0 });
  });
});
