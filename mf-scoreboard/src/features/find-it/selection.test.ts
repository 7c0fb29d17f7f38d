import { nextLine, resultOf, toggleLine } from './selection';

describe('line selection', () => {
  it('toggles lines and keeps them sorted', () => {
    expect(toggleLine([], 5)).toEqual([5]);
    expect(toggleLine([5], 2)).toEqual([2, 5]);
    expect(toggleLine([2, 5], 5)).toEqual([2]);
  });

  it('tells each line its result from the verdict', () => {
    const verdict = { right: [3], wrong: [7] };
    expect(resultOf(3, verdict)).toBe('right');
    expect(resultOf(7, verdict)).toBe('wrong');
    expect(resultOf(4, verdict)).toBeUndefined();
    expect(resultOf(3, null)).toBeUndefined();
  });

  it('moves the focus with the arrow, page and home/end keys, within the listing', () => {
    expect(nextLine('ArrowDown', 1, 20)).toBe(2);
    expect(nextLine('ArrowDown', 20, 20)).toBe(20);
    expect(nextLine('ArrowUp', 1, 20)).toBe(1);
    expect(nextLine('End', 3, 20)).toBe(20);
    expect(nextLine('Home', 3, 20)).toBe(1);
    expect(nextLine('PageDown', 15, 20)).toBe(20);
    expect(nextLine('x', 3, 20)).toBeNull();
  });
});
