/**
 * The settings every test server starts with. Its own module, so a browser test reads them without
 * loading the server (as the API helpers must).
 */
export const TEST_ENV = {
  JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
  HOST: '127.0.0.1',
  SITE_URL: 'http://127.0.0.1:3000',
  STOCK_API_URL: 'http://127.0.0.1:9',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
} as const;
