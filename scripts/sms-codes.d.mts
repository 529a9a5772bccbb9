export interface SmsCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}
export declare function smsCodes(): Promise<SmsCode[]>;
export declare function smsCode(which: { phoneNumber?: string; sessionInfo?: string }): Promise<string | null>;
