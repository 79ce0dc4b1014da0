import { parse } from 'acorn';
import { zodSchemaCallStarts } from './zod-schema-calls';

const annotated = (code: string) => {
  const starts = zodSchemaCallStarts(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return [...starts]
    .sort((a, b) => b - a)
    .reduce((text, start) => `${text.slice(0, start)}/*PURE*/${text.slice(start)}`, code);
};

describe('zodSchemaCallStarts', () => {
  it('marks each zod call chain once, at its start, nested schemas included', () => {
    expect(annotated('const name = z.string().trim().max(80);')).toBe(
      'const name = /*PURE*/z.string().trim().max(80);',
    );
    expect(
      annotated('export const s = z.object({ at: z.iso.datetime(), n: z.coerce.number().optional() }).strict();'),
    ).toBe(
      'export const s = /*PURE*/z.object({ at: /*PURE*/z.iso.datetime(), n: /*PURE*/z.coerce.number().optional() }).strict();',
    );
  });

  it("leaves alone what does not start at z (other objects, a z property, a z in a string, z itself called) and zod's settings", () => {
    const untouched = [
      'schema.extend({ a: 1 });',
      'state.z.push(1);',
      'const text = "z.string()";',
      'z(node, parent);',
      'z.current = 1;',
      // Settings of zod itself: their effect is the point.
      'z.config({ jitless: true });',
      'z.setErrorMap(map);',
    ];
    for (const code of untouched) expect(annotated(code)).toBe(code);
  });
});
