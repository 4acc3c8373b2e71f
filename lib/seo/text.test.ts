import { htmlToText, metaDescription, truncateText } from './text';

describe('htmlToText', () => {
  it('drops tags, scripts and comments and decodes entities', () => {
    expect(htmlToText('<p>Acetate &amp; metal&nbsp;frames</p><script>alert(1)</script><!-- x --><p>&#8220;Light&#x201D;</p>')).toBe(
      'Acetate & metal frames “Light”',
    );
    expect(htmlToText(null)).toBe('');
  });
});

describe('truncateText and metaDescription', () => {
  it('cuts at a word with an ellipsis', () => {
    const text = 'word '.repeat(50).trim();
    const cut = truncateText(text, 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe('word word word word word word…');
    expect(truncateText('short', 30)).toBe('short');
  });

  it('takes the first candidate with text', () => {
    expect(metaDescription(null, '<p> </p>', '<p>Round frames</p>')).toBe('Round frames');
    expect(metaDescription(undefined, '')).toBeUndefined();
  });
});
