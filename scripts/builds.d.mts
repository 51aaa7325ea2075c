// Types of builds.mjs, for the TypeScript that imports it (the bench).
export const SERVER_BUILD_DIR: string;
export function spaNeedsBuild(root: string): boolean;
export function serverNeedsBuild(root: string): boolean;
export function buildServer(root: string): Promise<void>;
