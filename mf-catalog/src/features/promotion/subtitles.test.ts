import { clock, parseCues, seconds } from './subtitles';

describe('promo subtitles', () => {
  it('reads the cues of a WebVTT file, skipping the header and notes', () => {
    const vtt = 'WEBVTT\r\n\r\nNOTE written by marketing\r\n\r\n1\r\n00:00:00.200 --> 00:00:03.000\r\nFresh <i>fruit</i>\r\n\r\n00:01:02.500 --> 01:02:03.000 align:start\nTwo\nlines\n';
    expect(parseCues(vtt)).toEqual([
      { start: 0.2, end: 3, text: 'Fresh <i>fruit</i>' },
      { start: 62.5, end: 3723, text: 'Two\nlines' },
    ]);
  });

  it('has no cues for text that is not WebVTT, and drops cues without text', () => {
    expect(parseCues('just some words')).toEqual([]);
    expect(parseCues('WEBVTT\n\n00:00.000 --> 00:01.000\n\n')).toEqual([]);
  });

  it('converts timestamps both ways', () => {
    expect(seconds('01:02.500')).toBe(62.5);
    expect(clock(62.5)).toBe('1:02');
    expect(clock(0.2)).toBe('0:00');
  });
});
