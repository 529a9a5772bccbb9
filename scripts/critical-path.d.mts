import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface CriticalPathFile {
  url: string;
  type: 'script' | 'stylesheet';
  gzipBytes: number;
}
export interface CriticalPath {
  files: CriticalPathFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}
export declare function describeFile(file: CriticalPathFile): string;
export declare function sumCriticalPath(
  page: Page,
  visit: () => Promise<unknown>,
  until: (page: Page) => Promise<number>,
): Promise<CriticalPath>;
export declare function untilAppStarted(
  ready: string,
  startAttr: string,
  timeout?: number,
): (page: Page) => Promise<number>;
export declare function markAppStart(context: BrowserContext, startAttr: string): Promise<void>;
export declare function measureCriticalPath(
  browser: Browser,
  url: string,
  ready: string,
  startAttr: string,
): Promise<CriticalPath>;
