import { describe, expect, it } from 'vitest';
import { searchArrived } from './search-input.tsx';

const trim = (text: string) => text.trim();

describe('searchArrived: the search in effect changes under a search-as-you-type box', () => {
  it('keeps what the shopper typed after a search the box sent at a pause (it arrives mid-word on a slow phone)', () => {
    expect(searchArrived({ draft: 'candle', sent: ['ca'] }, 'ca', trim)).toEqual({
      draft: 'candle',
      sent: [],
    });
  });

  it('keeps the text while earlier searches of its own arrive after later ones were sent', () => {
    const afterFirst = searchArrived({ draft: 'candle', sent: ['ca', 'candle'] }, 'ca', trim);
    expect(afterFirst).toEqual({ draft: 'candle', sent: ['candle'] });
    expect(searchArrived(afterFirst, 'candle', trim)).toEqual({ draft: 'candle', sent: [] });
  });

  it('shows a search from outside (the back button, a link) and forgets what was still on its way', () => {
    expect(searchArrived({ draft: 'candle', sent: ['candle'] }, 'lamp', trim)).toEqual({
      draft: 'lamp',
      sent: [],
    });
    expect(searchArrived({ draft: 'candle', sent: [] }, '', trim)).toEqual({ draft: '', sent: [] });
  });

  it('leaves a trailing space being typed when the outside search already says the same', () => {
    expect(searchArrived({ draft: 'diya ', sent: [] }, 'diya', trim)).toEqual({ draft: 'diya ', sent: [] });
  });
});
