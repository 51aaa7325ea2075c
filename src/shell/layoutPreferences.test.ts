import { describe, expect, it } from 'vitest';
import { loadLayoutPreferences, saveLayoutPreferences, type LayoutPreferences } from './layoutPreferences.js';
import { memoryStorage } from '../test/memoryStorage.js';

const DEFAULTS: LayoutPreferences = {
  colorScheme: 'light',
  menuMode: 'static',
  inputStyle: 'outlined',
  ripple: true,
  language: 'ru',
};
const stored = (value: string) => memoryStorage({ layoutPreferences: value });

describe('layout preferences', () => {
  it('default to light, static menu, outlined inputs, ripple on and Russian', () => {
    expect(loadLayoutPreferences(memoryStorage())).toStrictEqual(DEFAULTS);
  });

  it.each(['', '{', 'not json', 'null', '42', '"dark"', '{}'])('fall back to the defaults for stored %j', (value) => {
    expect(loadLayoutPreferences(stored(value))).toStrictEqual(DEFAULTS);
  });

  it.each(['[]', '["dark"]'])('fall back to the defaults for a stored array %j', (value) => {
    expect(loadLayoutPreferences(stored(value))).toStrictEqual(DEFAULTS);
  });

  it('round-trip every saved choice', () => {
    const storage = memoryStorage();
    const chosen: LayoutPreferences = {
      colorScheme: 'dark',
      menuMode: 'overlay',
      inputStyle: 'filled',
      ripple: false,
      language: 'en',
    };
    saveLayoutPreferences(chosen, storage);
    expect(storage.length).toBe(1);
    expect(loadLayoutPreferences(storage)).toStrictEqual(chosen);
    saveLayoutPreferences(DEFAULTS, storage);
    expect(loadLayoutPreferences(storage)).toStrictEqual(DEFAULTS);
  });

  it.each<[keyof LayoutPreferences, unknown]>([
    ['colorScheme', 'purple'],
    ['menuMode', 'slim'],
    ['inputStyle', null],
    ['ripple', 'yes'],
    ['language', 'de'],
  ])('a bad %s (%j) falls back to its default while the other choices are kept', (key, bad) => {
    const chosen: LayoutPreferences = {
      colorScheme: 'dark',
      menuMode: 'overlay',
      inputStyle: 'filled',
      ripple: false,
      language: 'en',
    };
    const loaded = loadLayoutPreferences(stored(JSON.stringify({ ...chosen, [key]: bad })));
    expect(loaded).toStrictEqual({ ...chosen, [key]: DEFAULTS[key] });
  });

  it('a missing choice takes its default and unknown keys are dropped', () => {
    const loaded = loadLayoutPreferences(stored(JSON.stringify({ colorScheme: 'dark', theme: 'lara-light-indigo' })));
    expect(loaded).toStrictEqual({ ...DEFAULTS, colorScheme: 'dark' });
  });
});
