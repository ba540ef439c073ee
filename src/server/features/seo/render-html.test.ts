import { describe, expect, it } from 'vitest';
import { compilePageTemplate, FALLBACK_INDEX_HTML } from './render-html.ts';

/** The shape of the built index.html (dist/web), the stylesheet shortened. */
const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>Karigar — Handmade Craft Treasures</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <style>body{color:red}</style>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

describe('compilePageTemplate (the page template cut once, issue 17)', () => {
  it("puts the page's head in place of the default title and description, its preloads last in the head, its app in the root", () => {
    const fill = compilePageTemplate(BUILT, 'en');
    const html = fill({
      head: '<title>Candles · Karigar</title>',
      preloads: '<template data-karigar-preload></template>',
      body: { html: '<main>Candles</main>', stateScript: '<script id="karigar-state"></script>' },
    });
    expect(html).toBe(`<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Candles · Karigar</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <style>body{color:red}</style>
    <template data-karigar-preload></template>
  </head>
  <body>
    <div id="root"><main>Candles</main></div>
    <script id="karigar-state"></script>
  </body>
</html>
`);
  });

  it('names the language on <html> and leaves the root empty with a note for a page the browser renders', () => {
    const html = compilePageTemplate(BUILT, 'hi')({ head: '<title>x</title>', preloads: '', body: null });
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<div id="root"></div>\n    <noscript>');
    expect(html).not.toContain('<!--app-html-->');
  });

  it('gives the same page for every fill: the cut template is not changed by one', () => {
    const fill = compilePageTemplate(FALLBACK_INDEX_HTML, 'en');
    const first = fill({ head: '<title>a</title>', preloads: '', body: { html: 'A', stateScript: '' } });
    fill({ head: '<title>b</title>', preloads: '<p>', body: null });
    expect(fill({ head: '<title>a</title>', preloads: '', body: { html: 'A', stateScript: '' } })).toBe(
      first,
    );
  });

  it('without its marks, puts the head last in <head> and the app into the empty root', () => {
    const fill = compilePageTemplate(
      '<html lang="en-IN"><head><title>t</title></head><body><div id="root"></div></body></html>',
      'en',
    );
    expect(
      fill({ head: '<title>p</title>', preloads: '<link>', body: { html: 'App', stateScript: 'S' } }),
    ).toBe(
      '<html lang="en-IN"><head>    <title>p</title>\n    <link>\n  </head><body><div id="root">App</div>\n    S</body></html>',
    );
  });

  it("keeps `$'` and `$&` in a product's text as text (I1)", () => {
    const fill = compilePageTemplate(FALLBACK_INDEX_HTML, 'en');
    const html = fill({
      head: "<title>$' $&</title>",
      preloads: '',
      body: { html: "<p>$& $'</p>", stateScript: '' },
    });
    expect(html).toContain("<title>$' $&</title>");
    expect(html).toContain("<p>$& $'</p>");
  });
});
