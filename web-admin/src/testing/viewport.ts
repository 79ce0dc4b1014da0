/**
 * Makes window.matchMedia answer width queries as a browser of this width would (jsdom does no
 * layout). Returns the function that puts the previous matchMedia back.
 */
export function emulateViewportWidth(width: number): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = previous;
  };
}
