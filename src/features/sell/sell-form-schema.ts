// The sell form's rules live in src/lib/sell-form-schema.ts so the client portal's submit-boat form shares them.
export * from '@/lib/sell-form-schema';
