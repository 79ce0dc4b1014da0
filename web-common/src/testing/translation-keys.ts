/** Every leaf of a translation bundle as a dotted key path, for comparing languages. */
export function translationKeys(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return [prefix];
  return Object.entries(bundle).flatMap(([key, child]) => translationKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Key paths whose text is missing or blank. */
export function blankTranslations(bundle: unknown): string[] {
  return translationKeys(bundle).filter((path) => {
    const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], bundle);
    return typeof text !== 'string' || text.trim() === '';
  });
}
