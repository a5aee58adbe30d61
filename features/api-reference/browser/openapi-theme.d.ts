// The OpenAPI theme's components as `@theme/…` names them (this folder's theme wraps several), with
// the types the theme ships beside each module where they hold. Its Markdown ships none: it takes its
// text as children.
declare module '@theme/MimeTabs' {
  export {default} from '@site/features/api-reference/theme/MimeTabs';
}
declare module '@theme/SchemaTabs' {
  export {default} from '@site/features/api-reference/theme/SchemaTabs';
}
declare module '@theme/Schema' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/Schema';
}
declare module '@theme/ParamsItem' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
}
declare module '@theme/ResponseExamples' {
  import type {ReactNode} from 'react';
  // Each gives a schema tab set its example tabs; the theme calls them as functions, not components.
  export function ExampleFromSchema(props: {schema: object; mimeType: string}): ReactNode;
  export function ResponseExamples(props: {
    responseExamples: Record<string, unknown>;
    mimeType: string;
  }): ReactNode;
  export function ResponseExample(props: {responseExample: unknown; mimeType: string}): ReactNode;
}
declare module '@theme/translationIds' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/translationIds';
}
declare module '@theme/Markdown' {
  import type {ReactNode} from 'react';
  export default function Markdown(props: {children?: string}): ReactNode;
}
declare module '@theme/ApiItem/hooks' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/hooks';
}
declare module '@theme/ApiExplorer/Accept/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Accept/slice';
}
declare module '@theme/ApiExplorer/ContentType/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ContentType/slice';
}
