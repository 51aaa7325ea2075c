import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.js';
import type { SessionStore } from './session.js';

interface ApiContextValue {
  api: ApiClient;
  session: SessionStore;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi needs an <ApiProvider> above it.');
  return value;
}

export const useApi = () => useApiContext().api;
export const useSession = () => useApiContext().session;
