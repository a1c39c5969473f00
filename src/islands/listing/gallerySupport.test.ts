import { describe, expect, it } from 'vitest';
import { keyStep, photoAlt, swipeStep } from './gallerySupport';
import { pick } from '../../i18n';

const say = pick('en', ['gallery.photoAlt', 'gallery.drawingAlt']);

describe('gallery gestures', () => {
  it('reads a sideways swipe as a step and anything else as none', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(90, -10)).toBe(-1);
    expect(swipeStep(20, 0)).toBe(0);
    // Mostly vertical: the visitor scrolls the page.
    expect(swipeStep(-60, 70)).toBe(0);
  });

  it('moves with the arrow keys only', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('Enter')).toBeNull();
  });

  it('names each photo by make, model and position', () => {
    expect(photoAlt('BMW 320d Touring', 2, 14, false, say)).toBe('BMW 320d Touring, photo 3 of 14');
    expect(photoAlt('Audi A4', 0, 4, true, say)).toBe('Audi A4, illustration 1 of 4');
  });
});
