// The AST visitors that hand every import specifier of a file to `check(node, specifier)`:
// static imports, re-exports, `import()` with a fixed string and `import('x').T` in a type
// position. Shared by the import-zone rules of src/ and server/.

/** @param {(node: import('estree').Node, specifier: unknown) => void} check */
export function importVisitors(check) {
  const fromSource = (node) => check(node.source, node.source?.value);
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      const { source } = node;
      if (source.type === 'Literal') check(source, source.value);
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
        check(source, source.quasis[0]?.value.cooked);
      }
    },
    // `import('../x').T` in a type position.
    TSImportType(node) {
      check(node, node.source?.value ?? node.argument?.literal?.value ?? node.argument?.value);
    },
  };
}
