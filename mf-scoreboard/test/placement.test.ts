import { bubbleBox, chooseCorner, type Frame } from '../src/features/hacking-instructor/placement';

const wide: Frame = { viewport: { width: 1280, height: 800 }, margin: 24, top: 80, rtl: false };
const bubble = { width: 380, height: 200 };

describe('where the instructor sits', () => {
  it('in the bottom corner at the end of the line by default, or when the element is elsewhere', () => {
    expect(chooseCorner(null, bubble, wide)).toEqual({ vertical: 'bottom', side: 'end' });
    const topBarButton = { top: 8, left: 1200, width: 40, height: 40 };
    expect(chooseCorner(topBarButton, bubble, wide)).toEqual({ vertical: 'bottom', side: 'end' });
    expect(bubbleBox({ vertical: 'bottom', side: 'end' }, bubble, wide)).toEqual({ top: 576, left: 876, width: 380, height: 200 });
  });

  it('moves to the start, then to the top, when it would cover the element pointed at', () => {
    const bottomRight = { top: 700, left: 1000, width: 200, height: 50 };
    expect(chooseCorner(bottomRight, bubble, wide)).toEqual({ vertical: 'bottom', side: 'start' });
    const bottomRow = { top: 700, left: 10, width: 1260, height: 50 };
    expect(chooseCorner(bottomRow, bubble, wide)).toEqual({ vertical: 'top', side: 'end' });
    expect(bubbleBox({ vertical: 'top', side: 'end' }, bubble, wide).top).toBe(80);
  });

  it('mirrors start and end right to left', () => {
    const rtl = { ...wide, rtl: true };
    expect(bubbleBox({ vertical: 'bottom', side: 'end' }, bubble, rtl).left).toBe(24);
    const bottomLeft = { top: 700, left: 30, width: 200, height: 50 };
    expect(chooseCorner(bottomLeft, bubble, rtl)).toEqual({ vertical: 'bottom', side: 'start' });
    expect(bubbleBox({ vertical: 'bottom', side: 'start' }, bubble, rtl).left).toBe(876);
  });

  it('on a phone, spans the width and goes to the top when the element is low on the screen', () => {
    const phone: Frame = { viewport: { width: 390, height: 800 }, margin: 12, top: 68, rtl: false };
    const full = { width: 366, height: 220 };
    expect(chooseCorner({ top: 300, left: 20, width: 350, height: 60 }, full, phone)).toEqual({ vertical: 'bottom', side: 'end' });
    expect(chooseCorner({ top: 640, left: 20, width: 120, height: 40 }, full, phone)).toEqual({ vertical: 'top', side: 'end' });
  });

  it('covers as little as it can when the element fills the window', () => {
    const phone: Frame = { viewport: { width: 390, height: 800 }, margin: 12, top: 68, rtl: false };
    const tall = { top: 60, left: 0, width: 390, height: 600 };
    expect(chooseCorner(tall, { width: 366, height: 220 }, phone)).toEqual({ vertical: 'bottom', side: 'end' });
  });
});
