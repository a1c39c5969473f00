import { describe, expect, it } from 'vitest';
import { importLoops } from '../scripts/importLoops.ts';

describe('module structure', () => {
  it('has no import loops in src or netlify', () => {
    expect(importLoops(['src', 'netlify'])).toEqual([]);
  });
});
