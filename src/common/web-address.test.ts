import { describe, expect, it } from 'vitest';
import { companyVerificationSchema } from './company-verification';
import { isWebAddress, withWebScheme } from './web-address';

describe('withWebScheme', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['sub.example.co.in/path?q=1#top', 'https://sub.example.co.in/path?q=1#top'],
    ['example.com:8080', 'https://example.com:8080'],
    ['EXAMPLE.COM', 'https://EXAMPLE.COM'],
  ])('adds https:// to %s', (typed, stored) => {
    expect(withWebScheme(typed)).toBe(stored);
    expect(isWebAddress(withWebScheme(typed))).toBe(true);
  });

  it.each([
    '',
    'https://example.com',
    'http://example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'mailto:someone@example.com',
    'localhost',
    'not a url',
    'example',
    '-bad.example.com',
    '//example.com',
  ])('leaves %j as it is', (typed) => {
    expect(withWebScheme(typed)).toBe(typed);
  });

  it('still refuses what is not an http(s) address once normalised', () => {
    for (const typed of ['ftp://example.com', 'javascript:alert(1)', 'localhost', 'example', 'https://']) {
      expect(isWebAddress(withWebScheme(typed))).toBe(false);
    }
  });

  it('is what a shared schema stores, so the form and the route agree', () => {
    const parsed = companyVerificationSchema.parse({
      companyName: 'Soil Sense',
      companyWebsite: 'soilsense.example.com',
      linkedinUrl: 'www.linkedin.com/company/soilsense',
      socialMediaUrl: '',
      additionalInfo: 'Agritech',
    });
    expect(parsed).toMatchObject({
      companyWebsite: 'https://soilsense.example.com',
      linkedinUrl: 'https://www.linkedin.com/company/soilsense',
      socialMediaUrl: undefined,
    });
  });
});
