import { z } from 'zod';

/** The response schema of calls that return nothing (SPEC.md: 204 is success with an empty result). */
export const noContent = z.null().describe('No content');
