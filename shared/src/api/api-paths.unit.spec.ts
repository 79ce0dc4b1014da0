import { API, apiPath } from './api-paths';

describe('apiPath', () => {
  it('fills each param with its encodeURIComponent value', () => {
    expect(apiPath(API.getProfile, { userId: 'a b/ç' })).toBe('/api/v1/profiles/a%20b%2F%C3%A7');
    expect(apiPath(API.servePhoto, { userId: 'u1', photoId: 'p1', variant: 'thumb' })).toBe(
      '/api/v1/photos/u1/p1/thumb',
    );
  });

  it('returns a param-less path as it is', () => {
    expect(apiPath(API.listPros)).toBe('/api/v1/pros');
  });

  it('throws at runtime when a param is missing, and refuses it at compile time', () => {
    // @ts-expect-error userId is required
    expect(() => apiPath(API.getProfile, {})).toThrow('missing param "userId"');
    expect(() => apiPath(API.getProfile, { userId: '' })).toThrow('missing param "userId"');
  });

  it('appends the query, leaving undefined values out and encoding the rest', () => {
    expect(apiPath(API.listPros, undefined, { q: 'a&b', page: 2, zone: undefined })).toBe(
      '/api/v1/pros?q=a%26b&page=2',
    );
    expect(apiPath(API.listPros, undefined, { zone: undefined })).toBe('/api/v1/pros');
  });
});
