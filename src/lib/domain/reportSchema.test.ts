import { describe, expect, it } from 'vitest';
import { fieldErrors } from './authSchemas';
import { reportSchema } from './reportSchema';

describe('reportSchema', () => {
  it('accepts a reason with optional, trimmed details', () => {
    expect(reportSchema.parse({ reason: 'scam', details: '  Asked for a deposit  ' })).toEqual({
      reason: 'scam',
      details: 'Asked for a deposit',
    });
    expect(reportSchema.parse({ reason: 'duplicate', details: '' })).toEqual({ reason: 'duplicate', details: '' });
  });

  it('asks for a reason', () => {
    const result = reportSchema.safeParse({ reason: '', details: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).reason).toBe('Choose what is wrong with this listing');
  });

  it('needs details for "something else", as the database does', () => {
    const result = reportSchema.safeParse({ reason: 'other', details: ' too short ' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error).details).toBe('Describe the problem in at least 10 characters');
  });

  it('refuses details over 1000 characters', () => {
    const result = reportSchema.safeParse({ reason: 'scam', details: 'x'.repeat(1001) });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).details).toBe('Keep the details under 1000 characters');
  });
});
