import Dexie from 'dexie';
import { RxError } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { CODE_NOT_LOADED_MESSAGE, isQuotaError, QUOTA_MESSAGE, userMessageForWriteError } from './storage-errors';

const domQuota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isQuotaError', () => {
  it('recognises the browser DOMException', () => {
    expect(isQuotaError(domQuota())).toBe(true);
  });

  it("recognises Firefox's legacy name and a plain object carrying the name", () => {
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED', message: 'quota' })).toBe(true);
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
  });

  it("recognises Dexie's QuotaExceededError and an AbortError whose inner error is the quota", () => {
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', domQuota()))).toBe(true);
  });

  it("recognises Dexie's BulkError with a quota failure", () => {
    expect(isQuotaError(new Dexie.BulkError('1 of 2 failed', { 1: domQuota() } as unknown as Error[]))).toBe(true);
  });

  it('recognises RxDB-wrapped errors carrying it in parameters or cause', () => {
    expect(isQuotaError(new RxError('SNH', 'storage failed', { error: domQuota() } as never))).toBe(true);
    expect(
      isQuotaError(
        new RxError('SNH', 'storage failed', {
          errors: [{ status: 500 }, new Dexie.AbortError('x', domQuota())],
        } as never),
      ),
    ).toBe(true);
    expect(isQuotaError(new Error('write failed', { cause: new Dexie.AbortError('aborted', domQuota()) }))).toBe(true);
  });

  it('does not mistake other failures for a full device', () => {
    expect(isQuotaError(new Error('storage full'))).toBe(false);
    expect(isQuotaError(new DOMException('x', 'AbortError'))).toBe(false);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', new DOMException('x', 'ConstraintError')))).toBe(
      false,
    );
    expect(isQuotaError(new RxError('VD2', 'schema', { writeError: { status: 422 } } as never))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    expect(isQuotaError(22)).toBe(false);
  });

  it('survives cycles and hostile getters', () => {
    const a: Record<string, unknown> = { name: 'Error' };
    a.cause = a;
    a.inner = { parameters: { back: a } };
    expect(isQuotaError(a)).toBe(false);
    const hostile = Object.defineProperty({}, 'inner', {
      get: () => {
        throw new Error('no');
      },
    });
    expect(isQuotaError(hostile)).toBe(false);
    const nameThrows = Object.defineProperty({}, 'name', {
      get: () => {
        throw new Error('no');
      },
    });
    expect(isQuotaError(nameThrows)).toBe(false);
  });
});

describe('userMessageForWriteError', () => {
  it('gives the storage message for a quota error and null otherwise', () => {
    expect(userMessageForWriteError(new Dexie.AbortError('aborted', domQuota()))).toBe(
      'This device is out of storage space. Free up space (or remove old photos) and try again — nothing you saved before is affected.',
    );
    expect(QUOTA_MESSAGE).toBe(userMessageForWriteError(domQuota()));
    expect(userMessageForWriteError(new Error('boom'))).toBeNull();
  });
  it('says the page had not finished loading when the code of the write could not be fetched', () => {
    expect(
      userMessageForWriteError(
        new TypeError('Failed to fetch dynamically imported module: http://h/assets/public-db-client-x.js'),
      ),
    ).toBe(CODE_NOT_LOADED_MESSAGE);
    expect(CODE_NOT_LOADED_MESSAGE).toBe(
      'The connection dropped before this page had finished loading, so this was not saved. Try again once you have signal.',
    );
  });
});
