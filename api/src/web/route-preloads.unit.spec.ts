import { routePreloadTags } from './route-preloads';

describe('route preloads', () => {
  const preloads = {
    profile: { scripts: ['/assets/profile-1.js', '/assets/Title-2.js'], styles: ['/assets/profile-3.css'] },
  };

  it("announces a page's chunks and links its styles, so the server-rendered markup is styled from the first paint", () => {
    expect(routePreloadTags(preloads, 'profile')).toEqual({
      scripts: [
        '<link rel="modulepreload" crossorigin href="/assets/profile-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/Title-2.js">',
      ],
      styles: ['<link rel="stylesheet" crossorigin href="/assets/profile-3.css">'],
    });
  });

  it('adds nothing for a page the build did not list', () => {
    expect(routePreloadTags(preloads, 'nowhere')).toEqual({ scripts: [], styles: [] });
    expect(routePreloadTags(preloads, undefined)).toEqual({ scripts: [], styles: [] });
  });
});
