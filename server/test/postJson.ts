import { expect } from 'vitest';
import type { TestApp } from './testApp.js';

/**
 * A POST of the seller's, expecting `status`: answers the parsed body (undefined for none). The
 * response body is the assertion's message, so a failing call says what the server answered.
 */
export function postJson(app: () => TestApp) {
  return async <T>(url: string, payload?: unknown, status = 200): Promise<T> => {
    const response = await app().call({
      method: 'POST',
      url,
      ...(payload !== undefined && { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.body ? (response.json() as T) : (undefined as T);
  };
}
