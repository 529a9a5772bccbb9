export declare function parseFieldPath(path: string): string[];
export declare function applyFirestoreStandInFidelity(module?: unknown): void;
