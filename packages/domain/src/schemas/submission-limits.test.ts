import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES } from './submission';
import { isOpenSubmission, MAX_OPEN_SUBMISSIONS, TOO_MANY_OPEN_SUBMISSIONS } from './submission-limits';

describe('finding N4: open submissions per owner', () => {
  it('counts what waits for the team or for the owner, not what was decided', () => {
    expect(SUBMISSION_STATUSES.filter(isOpenSubmission)).toEqual(['pending', 'needs_changes']);
    expect(isOpenSubmission(undefined)).toBe(false);
  });

  it('names the number in its message', () => {
    expect(MAX_OPEN_SUBMISSIONS).toBe(5);
    expect(TOO_MANY_OPEN_SUBMISSIONS).toContain('5 boats waiting for review');
  });
});
