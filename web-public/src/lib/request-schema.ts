type RequestSchemas = typeof import('./request-schemas');

/** The shared schema a first-screen form's request is checked with, loaded when it is sent (see request-schemas.ts). */
export const requestSchema = <Name extends keyof RequestSchemas>(name: Name): Promise<RequestSchemas[Name]> =>
  import('./request-schemas').then((schemas) => schemas[name]);
