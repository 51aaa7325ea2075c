import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', LOG_LEVEL: 'info', corsOrigins: [] });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("counts the seller's days in Moscow unless told another IANA zone", () => {
    expect(loadConfig({}).SELLER_TIME_ZONE).toBe('Europe/Moscow');
    expect(loadConfig({ SELLER_TIME_ZONE: 'Asia/Novosibirsk' }).SELLER_TIME_ZONE).toBe('Asia/Novosibirsk');
    expect(() => loadConfig({ SELLER_TIME_ZONE: 'Moscow/Kremlin' })).toThrow(/SELLER_TIME_ZONE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'JWT_SECRET']) expect(message).toContain(name);
    }
  });

  it('believes forwarded addresses only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    for (const bad of ['nginx', '10.0.0.0/33', '2', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('wants the admin login and password, and the Ozon id and key, in pairs', () => {
    expect(() => loadConfig({ SELLER_ADMIN_LOGIN: 'boss' })).toThrow(/SELLER_ADMIN_PASSWORD/);
    expect(() => loadConfig({ OZON_API_KEY: 'key' })).toThrow(/OZON_API_KEY/);
  });
});
