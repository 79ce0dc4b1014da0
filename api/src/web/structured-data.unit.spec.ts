import { jsonLdScript } from './structured-data';

describe('JSON-LD data blocks', () => {
  it('escape every character that could end the block or trip a JavaScript parser, and parse back to the same data', () => {
    const text = 'a </script> <!-- & \u2028 \u2029 b';
    const script = jsonLdScript({ text });
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).toBe('{"text":"a \\u003c/script\\u003e \\u003c!-- \\u0026 \\u2028 \\u2029 b"}');
    expect(JSON.parse(json)).toEqual({ text });
  });
});
