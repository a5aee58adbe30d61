import {translate} from '@docusaurus/Translate';

/**
 * The OpenAPI theme writes a field's limits as Markdown in English words of its own, outside its
 * translation ids: "`non-empty` and `<= 100 characters`", "Value must match regular expression
 * `…`". These are put in the page's locale; "Possible values:" too, which the theme translates in
 * some places and not in others. Other text is left as it is.
 */
export function localizedThemeMessage(markdown: string): string {
  return markdown
    .replace(
      '**Possible values:**',
      `**${translate({
        id: 'theme.openapi.schemaItem.possibleValues',
        message: 'Possible values:',
        description: 'Label before the allowed values or limits of a field',
      })}**`,
    )
    .replace(
      /Value must match regular expression /g,
      `${translate({
        id: 'flowloom.openapi.qualifier.pattern',
        message: 'Value must match regular expression',
        description: 'Before the pattern a field value must match (`^[a-z]+$`)',
      })} `,
    )
    .replaceAll(
      '`non-empty`',
      `\`${translate({
        id: 'flowloom.openapi.qualifier.nonEmpty',
        message: 'non-empty',
        description: 'A text field that needs at least one character',
      })}\``,
    )
    .replace(/`([<>]=) (\d+) characters`/g, (_, comparison: string, count: string) =>
      translate(
        {
          id: 'flowloom.openapi.qualifier.characters',
          message: '`{comparison} {count} characters`',
          description: 'A limit on the length of a text field: `<= 100 characters`',
        },
        {comparison, count},
      ),
    )
    .replaceAll(
      '` and `',
      `\` ${translate({
        id: 'flowloom.openapi.qualifier.and',
        message: 'and',
        description: 'Between two limits of a field: `non-empty` and `<= 100 characters`',
      })} \``,
    );
}
