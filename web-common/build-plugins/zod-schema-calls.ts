/** The parts of an ESTree node this needs (the bundler's and acorn's trees both have them). */
export interface EstreeNode {
  type: string;
  start: number;
  callee?: EstreeNode;
  object?: EstreeNode;
  name?: string;
}

/**
 * Where each call chain that starts at zod's `z` begins (`z.string().trim().max(80)`,
 * `z.iso.datetime()`), once per chain: the positions a pure annotation goes.
 */
export function zodSchemaCallStarts(program: unknown): number[] {
  const starts = new Set<number>();
  visit(program, (node) => {
    // A schema builder is a member of z (`z.string`); z itself is never called.
    if (node.type === 'CallExpression' && node.callee?.type !== 'Identifier' && rootOf(node)?.name === 'z') {
      starts.add(node.start);
    }
  });
  return [...starts];
}

/** The identifier a chain of calls and member reads starts from. */
function rootOf(node: EstreeNode | undefined): EstreeNode | undefined {
  let current = node;
  while (current && (current.type === 'CallExpression' || current.type === 'MemberExpression')) {
    current = current.type === 'CallExpression' ? current.callee : current.object;
  }
  return current?.type === 'Identifier' ? current : undefined;
}

function visit(node: unknown, onNode: (node: EstreeNode) => void) {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
  } else if (node && typeof node === 'object') {
    if (typeof (node as EstreeNode).type === 'string') onNode(node as EstreeNode);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value, onNode);
  }
}
