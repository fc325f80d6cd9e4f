import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleContext } from '#src/components/blocks/block-context.ts';
import { BlockFactBox } from '#src/components/blocks/BlockFactBox/BlockFactBox.tsx';
import { examples as factBoxExamples } from '#src/components/blocks/BlockFactBox/BlockFactBox.examples.ts';
import { BlockRichText } from '#src/components/blocks/BlockRichText/BlockRichText.tsx';
import { examples as richTextExamples } from '#src/components/blocks/BlockRichText/BlockRichText.examples.ts';
import { ErrorView } from '#src/components/ErrorView/ErrorView.tsx';
import { examples as errorExamples } from '#src/components/ErrorView/ErrorView.examples.ts';

/** Every named example renders; the components overview renders the same examples. */
describe('component examples', () => {
  it.each(Object.entries(richTextExamples))('BlockRichText: %s', (_name, props) => {
    const html = renderToString(<BlockRichText {...props} ctx={exampleContext()} />);
    expect(html).toContain(props.text);
  });

  it.each(Object.entries(factBoxExamples))('BlockFactBox: %s', (_name, props) => {
    const html = renderToString(<BlockFactBox {...props} ctx={exampleContext()} />);
    expect(html).toMatch(/^<aside/);
    if (props.title) expect(html).toContain(`>${props.title}</h2>`);
    expect(html).toContain(props.text);
  });

  it.each(Object.entries(errorExamples))('ErrorView: %s', (_name, props) => {
    const html = renderToString(<ErrorView {...props} />);
    expect(html).toContain(`<h1>${props.t('error.title')} ${props.status}</h1>`);
    expect(html).toContain(props.t('error.back'));
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('ErrorView in English uses the exact texts of the spec', () => {
    const html = renderToString(<ErrorView {...errorExamples.badGatewayEnglish!} />);
    expect(html).toContain('Error code 502');
    expect(html).toContain('An error occurred resulting in the page not being found.');
    expect(html).toContain('Press the button below to go back where you came from.');
    expect(html).toContain('Go back to previous page');
  });
});
