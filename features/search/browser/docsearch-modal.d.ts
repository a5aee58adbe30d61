// `@docsearch/react/modal` ships without types; it re-exports the package's DocSearchModal.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
