import { bubbleBox, chooseSpot, type Frame } from '../src/features/hacking-instructor/placement';

const wide: Frame = { viewport: { width: 1280, height: 800 }, margin: 24, top: 80, rtl: false };
const phone: Frame = { viewport: { width: 390, height: 800 }, margin: 12, top: 68, rtl: false };
const bubble = { width: 380, height: 200 };
const fullWidth = { width: 366, height: 220 };

describe('where the instructor sits', () => {
  it('at the bottom, at the end of the line, by default and when the element is elsewhere', () => {
    expect(chooseSpot(null, bubble, wide)).toEqual({ side: 'end', top: null });
    const topBarButton = { top: 8, left: 1200, width: 40, height: 40 };
    expect(chooseSpot(topBarButton, bubble, wide)).toEqual({ side: 'end', top: null });
    expect(bubbleBox({ side: 'end', top: null }, bubble, wide)).toEqual({ top: 576, left: 876, width: 380, height: 200 });
  });

  it('moves to the start, then right above the element, when it would cover the element pointed at', () => {
    const bottomRight = { top: 700, left: 1000, width: 200, height: 50 };
    expect(chooseSpot(bottomRight, bubble, wide)).toEqual({ side: 'start', top: null });
    const bottomRow = { top: 700, left: 10, width: 1260, height: 50 };
    expect(chooseSpot(bottomRow, bubble, wide)).toEqual({ side: 'end', top: 488 });
  });

  it('mirrors start and end right to left', () => {
    const rtl = { ...wide, rtl: true };
    expect(bubbleBox({ side: 'end', top: null }, bubble, rtl).left).toBe(24);
    const bottomLeft = { top: 700, left: 30, width: 200, height: 50 };
    expect(chooseSpot(bottomLeft, bubble, rtl)).toEqual({ side: 'start', top: null });
    expect(bubbleBox({ side: 'start', top: null }, bubble, rtl).left).toBe(876);
  });

  it('on a phone, spans the width, and leaves the top of a dialog free when the element is low on the screen', () => {
    expect(chooseSpot({ top: 300, left: 20, width: 350, height: 60 }, fullWidth, phone)).toEqual({ side: 'end', top: null });
    // The reviews at the foot of a product dialog: the bubble sits right above them, not over the dialog's header.
    expect(chooseSpot({ top: 578, left: 34, width: 322, height: 197 }, fullWidth, phone)).toEqual({ side: 'end', top: 346 });
  });

  it('sits at the top of the window when nothing else is free', () => {
    // Too low for the bottom, too high for the bubble to fit above it.
    const lowAndTall = { top: 295, left: 0, width: 390, height: 300 };
    expect(chooseSpot(lowAndTall, fullWidth, phone)).toEqual({ side: 'end', top: 68 });
  });

  it('keeps clear of snackbars where it can, but never at the cost of covering the element', () => {
    const snackbar = { top: 700, left: 12, width: 366, height: 60 };
    expect(chooseSpot(null, fullWidth, phone, [snackbar])).toEqual({ side: 'end', top: 68 });
    const low = { top: 400, left: 20, width: 100, height: 40 };
    expect(chooseSpot(low, fullWidth, phone, [snackbar])).toEqual({ side: 'end', top: 168 });
    // Under the element's feet, only the bottom spot leaves it uncovered: the element comes first.
    const high = { top: 100, left: 20, width: 100, height: 40 };
    expect(chooseSpot(high, fullWidth, phone, [snackbar])).toEqual({ side: 'end', top: null });
  });

  it('covers as little as it can when the element fills the window', () => {
    const tall = { top: 60, left: 0, width: 390, height: 600 };
    expect(chooseSpot(tall, fullWidth, phone)).toEqual({ side: 'end', top: null });
  });
});
