import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { defineCatalog, I18nProvider, loadPartCatalogs } from './i18n.tsx';

const en = {
  'demo.greeting': 'Hello {{name}}',
  'demo.items_one': '{{count}} item',
  'demo.items_other': '{{count}} items',
};
let hindiLoads = 0;
const useDemoT = defineCatalog(en, {
  hi: async () => {
    hindiLoads += 1;
    return {
      default: {
        'demo.greeting': 'नमस्ते {{name}}',
        'demo.items_one': '{{count}} चीज़',
        'demo.items_other': '{{count}} चीज़ें',
      },
    };
  },
});

function Greeting({ count }: { count: number }) {
  const t = useDemoT();
  return <p>{`${t('demo.greeting', { name: 'Asha' })} · ${t('demo.items', { count })}`}</p>;
}

async function render(lang: 'en' | 'hi', count: number) {
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider lang={lang} messages={{}}>
      <Greeting count={count} />
    </I18nProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += Buffer.from(chunk).toString('utf8');
  return html;
}

describe('a part catalog (defineCatalog)', () => {
  it('reads English from its own catalog, with placeholders and plurals', async () => {
    expect(await render('en', 1)).toContain('Hello Asha · 1 item');
    expect(await render('en', 3)).toContain('Hello Asha · 3 items');
    expect(hindiLoads).toBe(0);
  });

  it('downloads another language once, on its first render in it', async () => {
    expect(await render('hi', 2)).toContain('नमस्ते Asha · 2 चीज़ें');
    await loadPartCatalogs('hi');
    expect(await render('hi', 1)).toContain('नमस्ते Asha · 1 चीज़');
    expect(hindiLoads).toBe(1);
  });
});
