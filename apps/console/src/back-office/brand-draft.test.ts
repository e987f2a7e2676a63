import { makeGrouping } from '@parada/core/testing';
import { describe, expect, it } from 'vitest';
import { draftOf, groupingChanges, nameIn, pageChanges, pickerValue } from './brand-draft';

const grouping = {
  ...makeGrouping(),
  id: 7,
  parent_id: null,
  name: 'Taxis',
  title: null,
  main_color: '#8B2E98',
  secondary_color: '#15AEB4',
  main_background_color: '#FFFFFF',
  menu_text_color: '#666666',
  top_text_color: '#EEEEEE',
  texts: { name: { ca: 'Taxis de la Ciutat', es: 'Taxis de la Ciudad' } },
} as unknown as Parameters<typeof draftOf>[0];

describe('the brand draft', () => {
  it('starts each language from its own text, or from the one text of all', () => {
    const draft = draftOf(grouping, {
      usuario_info: [
        {
          key: 'usuario_info',
          language: 'ca',
          title: 'Ajuda',
          body: '<p>Hola</p>',
          updated_at: '',
        },
      ],
    });
    expect(draft.name).toEqual({ ca: 'Taxis de la Ciutat', en: '', es: 'Taxis de la Ciudad' });
    expect(draft.title).toEqual({ ca: '', en: '', es: '' });
    expect(draft.pages.usuario_info.ca).toEqual({ title: 'Ajuda', body: '<p>Hola</p>' });
    expect(draft.pages.usuario_info.en).toEqual({ title: '', body: '' });
    // The preview names it in the tab's language, else in one that is written.
    expect(nameIn(draft, 'en')).toBe('Taxis de la Ciutat');
  });

  it('sends only what changed: a colour, the name per language, a page with title and text', () => {
    const saved = draftOf(grouping, {});
    const draft = {
      ...saved,
      name: { ...saved.name, en: ' City Taxis ' },
      colors: { ...saved.colors, main_color: '#1D4ED8', top_text_color: '#eeeeee' },
      pages: {
        ...saved.pages,
        usuario_info: {
          ...saved.pages.usuario_info,
          en: { title: 'Help', body: 'Call us.' },
          es: { title: 'Ayuda', body: '' },
        },
      },
    };
    expect(groupingChanges(saved, draft)).toEqual({
      name: { ca: 'Taxis de la Ciutat', en: 'City Taxis', es: 'Taxis de la Ciudad' },
      main_color: '#1D4ED8',
    });
    // A page without its text is not sent: the server would refuse it.
    expect(pageChanges(saved, draft)).toEqual([
      { key: 'usuario_info', language: 'en', title: 'Help', body: 'Call us.' },
    ]);
    expect(groupingChanges(saved, saved)).toEqual({});
  });

  it('gives the colour picker a full hex, and nothing while half typed', () => {
    expect(pickerValue('#ABC')).toBe('#aabbcc');
    expect(pickerValue('#1d4ed8')).toBe('#1d4ed8');
    expect(pickerValue('#1d4')).toBe('#11dd44');
    expect(pickerValue('#1d4e')).toBeNull();
  });
});
