import { describe, expect, it } from 'vitest';
import { contentParamsSchema, contentSchema, contentUpdateSchema } from './schemas';

describe('content', () => {
  it('knows the three keys of the spec', () => {
    for (const key of ['usuario_info', 'condiciones_generales', 'politica_privacidad']) {
      expect(contentParamsSchema.safeParse({ content_key: key }).success).toBe(true);
    }
    expect(contentParamsSchema.safeParse({ content_key: '../etc/passwd' }).success).toBe(false);
  });

  it('serves a page in a language of the product', () => {
    const page = {
      key: 'politica_privacidad',
      language: 'ca',
      title: 'Política de privacitat',
      body: '<p>Les vostres dades…</p>',
      updated_at: '2024-06-01T10:00:00Z',
    };
    expect(contentSchema.parse(page)).toEqual(page);
    expect(contentSchema.safeParse({ ...page, language: 'fr' }).success).toBe(false);
  });

  it('an operator stores HTML or Markdown', () => {
    expect(
      contentUpdateSchema.parse({ language: 'es', title: 'Ayuda', body: '# Ayuda' }),
    ).toMatchObject({
      format: 'html',
    });
    expect(
      contentUpdateSchema.safeParse({
        language: 'es',
        title: 'Ayuda',
        body: '',
        format: 'markdown',
      }).success,
    ).toBe(false);
  });
});
