export declare function seedDemoAccounts(options?: { log?: (line: string) => void }): Promise<void>;
