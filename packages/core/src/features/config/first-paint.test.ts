import { describe, expect, it } from 'vitest';
import { isPrerenderedVisit, prerenderedAttributes, readPrerenderedRecord } from './first-paint';

const signup = {
  screen: 'guest_signup',
  language: 'ca',
  pattern: '^/guests/signup/?$',
  query: ['token', '!room'],
};
const visit = (url: string, language = 'ca', signedIn = false) => ({
  url: new URL(url, 'https://parada.example'),
  language,
  signedIn,
});

describe('isPrerenderedVisit', () => {
  it('takes the visit the page was drawn for', () => {
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc'))).toBe(true);
  });

  it('refuses a stored session, another language, route or query', () => {
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc', 'ca', true))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc', 'en'))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/other?token=abc'))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup'))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token='))).toBe(false);
    expect(isPrerenderedVisit(signup, visit('/guests/signup?token=abc&room=12'))).toBe(false);
    expect(isPrerenderedVisit(null, visit('/guests/signup?token=abc'))).toBe(false);
  });
});

describe('the record on #root', () => {
  it('reads back what the build wrote', () => {
    const attributes = prerenderedAttributes(signup);
    const dataset = Object.fromEntries(
      [...attributes.matchAll(/data-(\w+)="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ]),
    );
    expect(readPrerenderedRecord(dataset)).toEqual(signup);
    expect(readPrerenderedRecord({})).toBeNull();
  });
});
