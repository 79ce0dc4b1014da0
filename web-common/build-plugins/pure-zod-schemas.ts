import { RolldownMagicString } from 'rolldown';
import type { Plugin } from 'vite';
import { zodSchemaCallStarts } from './zod-schema-calls.ts';

/** Our own modules, where `z` is always zod. */
const OWN_SOURCES = /[\\/](shared|web-common|web-public|web-admin)[\\/]src[\\/][^?]*\.tsx?$/;

/**
 * Building a zod schema has no side effects, but the bundler cannot know: a schema nobody uses
 * would stay, with what only it needs (the request schemas' phone-number library sat in the answer
 * schemas' chunk: 29 KB gzip). This marks each zod call chain in our own modules as pure. The
 * bundler's list of pure function names would match `z` in every module, third-party ones too,
 * where a minifier's `z` can be anything (Preact's diffs the page: calls to it would vanish).
 */
export function pureZodSchemas(): Plugin {
  return {
    name: 'gp-pure-zod-schemas',
    apply: 'build',
    transform: {
      filter: { id: OWN_SOURCES, code: /\bz\./ },
      handler(code) {
        const starts = zodSchemaCallStarts(this.parse(code));
        if (starts.length === 0) return null;
        const annotated = new RolldownMagicString(code);
        for (const start of starts) annotated.appendLeft(start, '/* @__PURE__ */ ');
        return { code: annotated };
      },
    },
  };
}
