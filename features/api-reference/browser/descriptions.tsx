import {Children, createContext, isValidElement, useContext, type ReactNode} from 'react';

/** An API page's descriptions, compiled when the site was built, by their Markdown text. */
const Descriptions = createContext<ReadonlyMap<string, ReactNode>>(new Map());

interface EntryProps {
  /** The Markdown text, as the OpenAPI theme will ask for it. */
  text: string;
  /** The text, compiled. */
  children?: ReactNode;
}

/** One compiled description: read by ApiDescriptions, drawn where the theme asks for it. */
export const ApiDescription: (props: EntryProps) => ReactNode = () => null;

/**
 * Wraps an API reference page (features/api-reference/build/remark/descriptions.ts writes it in): its leading
 * ApiDescription children are the page's descriptions, the other children its content.
 */
export function ApiDescriptions({children}: {children?: ReactNode}): ReactNode {
  const texts = new Map<string, ReactNode>();
  const content: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (isValidElement<EntryProps>(child) && child.type === ApiDescription)
      texts.set(child.props.text, child.props.children);
    else content.push(child);
  }
  return <Descriptions.Provider value={texts}>{content}</Descriptions.Provider>;
}

/** The compiled description of `text`, or undefined when the page has none. */
export function useCompiledDescription(text: ReactNode): ReactNode | undefined {
  const texts = useContext(Descriptions);
  return typeof text === 'string' ? texts.get(text) : undefined;
}
