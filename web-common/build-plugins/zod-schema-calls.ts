/** The parts of an ESTree node this needs (the bundler's and acorn's trees both have them). */
export interface EstreeNode {
  type: string;
  start: number;
  callee?: EstreeNode;
  object?: EstreeNode;
  property?: EstreeNode;
  name?: string;
}

/** zod's functions that change zod itself rather than build a schema: never dropped. */
const ZOD_SETTINGS = new Set(['config', 'setErrorMap']);

/**
 * Where each call chain that starts at zod's `z` begins (`z.string().trim().max(80)`,
 * `z.iso.datetime()`), once per chain: the positions a pure annotation goes.
 */
export function zodSchemaCallStarts(program: unknown): number[] {
  const starts = new Set<number>();
  visit(program, (node) => {
    // A schema builder is a member of z (`z.string`); z itself is never called.
    if (node.type !== 'CallExpression' || node.callee?.type === 'Identifier') return;
    const member = zodMemberOf(node);
    if (member && !ZOD_SETTINGS.has(member)) starts.add(node.start);
  });
  return [...starts];
}

/** The member of `z` a chain of calls and member reads starts from: `iso` in `z.iso.datetime().optional()`. */
function zodMemberOf(node: EstreeNode): string | undefined {
  let current: EstreeNode | undefined = node;
  let member: EstreeNode | undefined;
  while (current && (current.type === 'CallExpression' || current.type === 'MemberExpression')) {
    if (current.type === 'MemberExpression') member = current.property;
    current = current.type === 'CallExpression' ? current.callee : current.object;
  }
  return current?.type === 'Identifier' && current.name === 'z' ? member?.name : undefined;
}

function visit(node: unknown, onNode: (node: EstreeNode) => void) {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
  } else if (node && typeof node === 'object') {
    if (typeof (node as EstreeNode).type === 'string') onNode(node as EstreeNode);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value, onNode);
  }
}
