/** "Playa Fix Tamarindo" → "PF": what an avatar shows without a profile photo. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');
