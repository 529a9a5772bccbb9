export declare const RULES_FILE: string;
export declare const EMULATOR_RULES_FILE: string;
export declare function pinnedBucket(rules: string): string | null;
export declare function withPinnedBucket(rules: string, bucket: string): string;
export declare function rulesForEmulators(rules: string, storageHost: string): string;
export declare function isDefaultBucketOf(bucket: string, projectId: string): boolean;
export declare function deployRefusal(rules: string, projectId: string): string | null;
export declare function writeEmulatorRules(storageHost: string): string;
