import type { Config } from '../config.ts';

/** What app.ts hands every feature plugin. */
export interface FeatureOptions {
  config: Config;
  /** The time publication, expiry and freshness are judged by; tests inject one. */
  clock: () => Date;
  /** 'production' serves the build, 'development' runs Vite in middleware mode, false serves the API only (tests). */
  ssr: 'production' | 'development' | false;
}
