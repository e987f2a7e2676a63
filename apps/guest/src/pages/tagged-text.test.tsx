import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { taggedText } from './tagged-text';

const links = { terms: <a href="/t" />, privacy: <a href="/p" /> };

describe('taggedText', () => {
  it("draws each tag's words with its component and keeps the text around them", () => {
    expect(renderToStaticMarkup(<p>{taggedText(en.signup.terms, links)}</p>)).toBe(
      '<p>I accept the <a href="/t">conditions</a> and the <a href="/p">privacy policy</a></p>',
    );
  });

  it('shows the words alone for a tag without a component, and plain text as it is', () => {
    expect(renderToStaticMarkup(<p>{taggedText('a <x>b</x> c', {})}</p>)).toBe('<p>a b c</p>');
    expect(taggedText('no tags', links)).toEqual(['no tags']);
  });
});
