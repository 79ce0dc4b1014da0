import { enableDeferredStylesheets } from './deferred-stylesheets';

describe('deferred stylesheets', () => {
  it('enables the stylesheet links the server left disabled, and no other link', () => {
    document.head.innerHTML =
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>' +
      '<link rel="stylesheet" href="/assets/page-2.css" disabled><link rel="alternate" href="/es" disabled>';
    enableDeferredStylesheets();
    const disabled = [...document.head.querySelectorAll('link')].map((link) => link.hasAttribute('disabled'));
    expect(disabled).toEqual([false, false, true]);
  });
});
