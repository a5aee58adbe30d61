// @ts-check
/**
 * Loader for the component catalog (src/data/components), run before the TypeScript compiler: each
 * text is written in both languages, as `l(english, chinese)` or `{en: …, 'zh-Hans': …}`, and a
 * locale's bundle needs only its own. The other language's string becomes '' (the catalog's shape
 * and types stay), which halves what a component page downloads. See plugins/bundle-layout.ts.
 */
const ts = require('typescript');

/** @typedef {{locale: 'en' | 'zh-Hans'}} Options */

/** The argument index or property name of the text to drop, per built locale. */
const OTHER = {en: {argument: 1, key: 'zh-Hans'}, 'zh-Hans': {argument: 0, key: 'en'}};

/** @param {ts.PropertyName} name */
const keyOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/**
 * @this {import('webpack').LoaderContext<Options>}
 * @param {string} source
 */
module.exports = function catalogLocaleLoader(source) {
  const other = OTHER[this.getOptions().locale];
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true);
  /** @type {ts.Node[]} */
  const dropped = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'l' &&
      node.arguments.length === 2
    ) {
      const text = node.arguments[other.argument];
      if (text) dropped.push(text);
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.map((property) =>
        ts.isPropertyAssignment(property) ? keyOf(property.name) : undefined,
      );
      if (keys.length === 2 && keys.includes('en') && keys.includes('zh-Hans')) {
        const text = node.properties.find(
          (property) => ts.isPropertyAssignment(property) && keyOf(property.name) === other.key,
        );
        if (text && ts.isPropertyAssignment(text)) dropped.push(text.initializer);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const node of dropped.reverse())
    result = `${result.slice(0, node.getStart(file))}''${result.slice(node.getEnd())}`;
  return result;
};
