// Types of precompress.mjs, for the TypeScript that imports it (vite.config.ts, the tests).
import type { Plugin } from 'vite';

export const FAST_PRECOMPRESS_ENV: string;
export const FAST_PRECOMPRESS_MARKER: string;
export function fastRequested(): boolean;
export function gzipBest(content: Buffer): Promise<Buffer>;
export function brotliBest(content: Buffer): Promise<Buffer>;
export function precompressDir(dir: string, fast?: boolean, threads?: number): Promise<number>;
export function precompress(): Plugin;
