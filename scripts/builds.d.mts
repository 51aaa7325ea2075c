// Types of builds.mjs, for the TypeScript that imports it (the bench, the test setup).
export const SERVER_BUILD_DIR: string;
export function spaNeedsBuild(root: string): boolean;
export function serverNeedsBuild(root: string): boolean;
/** outDir: .build unless given; inside the project. */
export function buildServer(root: string, outDir?: string): Promise<void>;
