import { parseSync } from 'oxc-parser';
import { readFileSync } from 'node:fs';
let simple = 0; const complex = [];
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const { program } = parseSync(file, code);
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'Property' && node.value?.type === 'ArrowFunctionExpression') {
      const fn = node.value; const params = fn.params.map((p) => p.type === 'Identifier' ? p.name : null);
      const b = fn.body;
      const ok = params.every(Boolean) && ((b.type === 'TemplateLiteral' && b.expressions.every((e) => e.type === 'Identifier' && params.includes(e.name))) || b.type === 'Literal');
      if (ok) simple++; else complex.push(`${file}: ${code.slice(node.start, node.end).slice(0, 150).replace(/\s+/g, ' ')}`);
    }
    for (const k in node) if (k !== 'parent' && typeof node[k] === 'object') visit(node[k]);
  };
  visit(program);
}
console.log('simple', simple, 'complex', complex.length); console.log(complex.join('\n'));
