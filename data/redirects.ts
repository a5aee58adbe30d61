import type {PluginOptions} from '@docusaurus/plugin-client-redirects';

/**
 * Legacy paths of earlier docs sites and where their readers land now, one
 * rule per group. The plugin writes a redirect page for each source path in
 * every locale. A rule is added only with the page it points to: a target
 * that does not exist fails the build.
 */
export const legacyRedirects: PluginOptions['redirects'] = [
  {to: '/', from: ['/whats-new', '/getting-started-welcome', '/guides-new-to-llms']},
  {
    to: '/get-started-installation',
    from: ['/getting-started-installation', '/getting-started-common-installation-issues'],
  },
  {to: '/get-started-quickstart', from: ['/getting-started-quickstart']},
  {
    to: '/concepts-overview',
    from: [
      '/workspace-overview',
      '/workspace',
      '/my-collection',
      '/settings-project-general-settings',
    ],
  },
  {to: '/concepts-components', from: ['/components', '/components-overview']},
  {
    to: '/concepts-playground',
    from: ['/workspace-playground', '/workspace-logs', '/guides-chat-memory'],
  },
  {to: '/concepts-objects', from: ['/guides-data-message', '/configuration-objects']},
  {to: '/concepts-publish', from: ['/concepts-api', '/workspace-api']},
  {to: '/components-vector-stores', from: ['/components-rag']},
  {to: '/components-custom-components', from: ['/components/custom']},
  {to: '/configuration-global-variables', from: ['/settings-global-variables']},
  // The tutorials of earlier sites, once under starter-projects-* and tutorials-*: one sample flow each.
  {
    to: '/blog-writer',
    from: ['/starter-projects-blog-writer', '/tutorials-blog-writer'],
  },
  {
    to: '/memory-chatbot',
    from: ['/starter-projects-memory-chatbot', '/tutorials-memory-chatbot'],
  },
  {
    to: '/document-qa',
    from: ['/starter-projects-document-qa', '/tutorials-document-qa'],
  },
  {to: '/math-agent', from: ['/starter-projects-math-agent', '/tutorials-math-agent']},
  {
    // The dynamic agent, which handed a task from agent to agent, became the sequential agent.
    to: '/sequential-agent',
    from: [
      '/starter-projects-sequential-agent',
      '/tutorials-sequential-agent',
      '/starter-projects-dynamic-agent',
    ],
  },
  {
    to: '/travel-planning-agent',
    from: ['/starter-projects-travel-planning-agent', '/tutorials-travel-planning-agent'],
  },
];
