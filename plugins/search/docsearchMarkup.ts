import type {ModulePatches} from '../source-patch';

/**
 * @docsearch/react 3.9's compiled module, mended where axe finds faults in the modal's own markup
 * that no prop, CSS variable or wrapper reaches (WCAG 1.3.1, 4.1.2).
 */
export const docsearchMarkup: ModulePatches = {
  module: '@docsearch/react/dist/esm/index.js',
  patches: [
    {
      why: "each result list gets the id that the search field's aria-controls names (DocSearch gave every list the same id)",
      from: 'e.createElement("ul",t.getListProps(),',
      to: 'e.createElement("ul",t.getListProps({source:t.collection.source}),',
    },
    {
      why: 'the backdrop is no longer a second combobox wrapped around the search field',
      from: 'm({ref:F},re({"aria-expanded":!0}),{className:[',
      to: 'm({ref:F},{className:[',
    },
    {
      why: 'nor a focusable button around the whole dialog (a click on it still closes the modal)',
      from: ',role:"button",tabIndex:0,onMouseDown:',
      to: ',onMouseDown:',
    },
    {
      why: "the modal is a dialog, named by the search field's label",
      from: 'e.createElement("div",{className:"DocSearch-Modal",ref:U}',
      to: 'e.createElement("div",{className:"DocSearch-Modal",ref:U,role:"dialog","aria-modal":"true","aria-labelledby":"docsearch-label"}',
    },
    {
      why: "its search bar is not a second banner landmark of the page (the dialog's own part)",
      from: 'e.createElement("header",{className:"DocSearch-SearchBar",',
      to: 'e.createElement("div",{className:"DocSearch-SearchBar",',
    },
    {
      why: 'nor its footer a second contentinfo landmark',
      from: 'e.createElement("footer",{className:"DocSearch-Footer"}',
      to: 'e.createElement("div",{className:"DocSearch-Footer"}',
    },
    ...(
      [
        ['s', 'save', 'saving a recent search to favourites'],
        ['p', 'remove', 'removing a recent search'],
        ['y', 'remove', 'removing a favourite'],
      ] as const
    ).map(([title, action, what]) => ({
      why: `the button for ${what}, a control inside a result option, becomes a mouse target; the keyboard has its keys (src/search/storedSearchKeys.ts)`,
      from: `e.createElement("button",{className:"DocSearch-Hit-action-button",title:${title},type:"submit",onClick:`,
      to: `e.createElement("span",{className:"DocSearch-Hit-action-button",title:${title},"aria-hidden":"true","data-action":"${action}",onClick:`,
    })),
    {
      why: "a result is a link, so the option is the link: the list item's option role and state go to the result component, which puts them on its <a href> (src/search/DocSearchModal.tsx); a recent or favourite search names its keys (aria-keyshortcuts)",
      from: 'onTransitionEnd:function(){y.current&&y.current()}},a({item:r,source:u.source,onClick:function(e){c(r,e)}})),e.createElement(g,{hit:r},',
      to: 'onTransitionEnd:function(){y.current&&y.current()},role:"none"}),e.createElement(g,{hit:r,option:m(a({item:r,source:u.source,onClick:function(e){c(r,e)}}),{"aria-keyshortcuts":{recentSearches:"Delete Control+S Meta+S",favoriteSearches:"Delete"}[u.source.sourceId]})},',
    },
  ],
};
