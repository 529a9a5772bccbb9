export declare const BUILD_INPUTS: string[];
export declare function buildFingerprint(root: string, inputs?: string[]): string;
export declare function lanAddressesOf(
  interfaces: NodeJS.Dict<Array<{ family: string | number; internal: boolean; address: string }>>,
): string[];
export declare function lanAddresses(): string[];
