import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_NAMESPACES, isFirstScreenMessage } from './firstScreens.js';

const SRC = path.resolve(import.meta.dirname, '..');
const catalogue = JSON.parse(fs.readFileSync(path.resolve(SRC, '../public/i18n/ru.json'), 'utf8')) as Record<
  string,
  string
>;
const namespaces = new Set(Object.keys(catalogue).map((id) => id.slice(0, id.indexOf('.'))));

/** The first screens' route files: where the browser starts, the login page, the shell and the overview. */
const ENTRIES = ['main.tsx', 'routes/__root.tsx', 'routes/auth/login.tsx', 'routes/_app.tsx', 'routes/_app/index.tsx'];

/**
 * Every source file these import statically (relative imports within src, not import()), themselves
 * included; not through the route tree, whose other screens the build splits away into their own chunks.
 */
function staticallyImported(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), specifier!.replace(/\.js$/, ''));
      const resolved = ['.ts', '.tsx']
        .map((extension) => base + extension)
        .find((candidate) => fs.existsSync(candidate));
      if (resolved && resolved.startsWith(SRC) && !resolved.endsWith('routeTree.gen.ts')) visit(resolved);
    }
  };
  entries.forEach((entry) => visit(path.join(SRC, entry)));
  return [...seen];
}

/** The message ids (or, in a template, their namespace) a source names: quoted text starting with a namespace and a dot. */
function namedIds(source: string): string[] {
  return [...source.matchAll(/['"`]([a-z][A-Za-z]*)\.([A-Za-z0-9_.${}]*)/g)]
    .filter(([, namespace]) => namespaces.has(namespace!))
    .map(([, namespace, rest]) => `${namespace}.${rest}`);
}

describe('the first screens’ part of the catalogue', () => {
  const files = staticallyImported(ENTRIES);
  const ids = files.flatMap((file) => namedIds(fs.readFileSync(file, 'utf8')).map((id) => ({ id, file })));

  it('holds every message the login page, the shell and the overview name', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(ids.length).toBeGreaterThan(100);
    const outside = ids
      .filter(({ id }) => !isFirstScreenMessage(id))
      .map(({ id, file }) => `${id} (${path.relative(SRC, file)})`);
    expect(outside).toEqual([]);
  });

  it('names only namespaces the catalogue has', () => {
    expect(FIRST_SCREEN_NAMESPACES.filter((namespace) => !namespaces.has(namespace))).toEqual([]);
  });
});
