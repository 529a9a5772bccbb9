export declare const APP_START_ATTR: string;
export declare const PUBLIC_PULLED_HINT_KEY: string;
