import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkedSnippet } from './MarkedSnippet';

describe('MarkedSnippet', () => {
  it('escapes all text and adds only <mark> around matched words', () => {
    const html = renderToStaticMarkup(
      <MarkedSnippet
        segments={[
          { text: '<script>alert("x")</script> & ', mark: false },
          { text: "<b>Ziel's</b>", mark: true },
        ]}
      />,
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>&lt;b&gt;Ziel&#x27;s&lt;/b&gt;</mark></p>',
    );
  });

  it('renders nothing for an empty snippet', () => {
    expect(renderToStaticMarkup(<MarkedSnippet segments={[]} />)).toBe('');
  });
});
