export declare function parseFieldPath(path: string): string[];
export declare function applyFirestoreStandInFidelity(module?: unknown): void;
export declare function compareReferences(a: string, b: string): number;
