export declare function signInWithSecondFactor(email: string, password: string): Promise<string>;
