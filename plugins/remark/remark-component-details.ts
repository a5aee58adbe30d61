/**
 * Puts the catalog entry of every `<ComponentDetails id="…" />` (data/components) into the
 * page when it is compiled, with its texts in the page's locale: each component page carries the
 * few components it documents, and no page downloads the whole catalog in two languages.
 * An id the catalog lacks fails the build, naming the file and the line.
 */
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import {componentsById} from '../../data/components';
import type {ComponentSpec, Localized} from '../../data/components/types';
import type {BuiltLocale} from '../../data/site';
import {expressionAttribute, forEachJsxElement, stringAttribute} from '../helpers/mdastNodes';

const ELEMENT = 'ComponentDetails';

/** The entry with every text in `locale`: what src/components/ComponentDetails renders. */
export function inLocale(component: ComponentSpec, locale: BuiltLocale): ComponentSpec<string> {
  const text = (localized: Localized): string => localized[locale];
  const {notes, ...rest} = component;
  return {
    ...rest,
    purpose: text(component.purpose),
    ...(notes && {notes: text(notes)}),
    inputs: component.inputs.map((input) => ({...input, description: text(input.description)})),
    outputs: component.outputs.map((output) => ({
      ...output,
      description: text(output.description),
    })),
  };
}

const remarkComponentDetails: Plugin<[{locale: BuiltLocale}], Node> = ({locale}) => {
  return (tree, file) => {
    forEachJsxElement(tree, ELEMENT, file, (element, where) => {
      const id = stringAttribute(element, 'id');
      if (typeof id !== 'string') {
        throw new Error(
          `<${ELEMENT}> in ${where} needs an id written as a string: id="chat-input".`,
        );
      }
      const component = componentsById.get(id);
      if (!component) {
        throw new Error(
          `<${ELEMENT} id="${id}"> in ${where}: no component has this id in data/components.`,
        );
      }
      element.attributes = [expressionAttribute('component', inLocale(component, locale))];
    });
  };
};

export default remarkComponentDetails;
