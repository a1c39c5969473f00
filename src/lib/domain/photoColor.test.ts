import { describe, expect, it } from 'vitest';
import { hexColor, isPhotoColor, photoFrameStyle } from './photoColor';

describe('photo colours', () => {
  it('writes channels as #rrggbb, clamped and rounded', () => {
    expect(hexColor({ r: 0, g: 128, b: 255 })).toBe('#0080ff');
    expect(hexColor({ r: -4, g: 15.6, b: 300 })).toBe('#0010ff');
  });

  it('accepts only the stored format', () => {
    expect(isPhotoColor('#a1b2c3')).toBe(true);
    for (const value of ['#A1B2C3', '#abc', 'a1b2c3', '#a1b2c3 ', 'red', null, 3])
      expect(isPhotoColor(value)).toBe(false);
  });

  it('gives the frame its colour, or nothing for the neutral frame', () => {
    expect(photoFrameStyle('#336699')).toEqual({ backgroundColor: '#336699' });
    expect(photoFrameStyle(null)).toBeUndefined();
    expect(photoFrameStyle('url(x)')).toBeUndefined();
  });
});
