import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The guides sidebar, in the order a reader learns: get started, concepts, components, agents,
 * then the guides that configure, deploy and extend Flowloom. A section appears here with its
 * first page; ids are file paths under docs/ without the extension.
 */
const sidebars = {
  guides: [
    {type: 'doc', id: 'index', label: 'Welcome'},
    {
      type: 'category',
      label: 'Get started',
      collapsed: false,
      items: ['get-started/installation', 'get-started/quickstart'],
    },
    {
      type: 'category',
      label: 'Starter projects',
      collapsed: true,
      items: [
        'starter-projects/basic-prompting',
        'starter-projects/simple-agent',
        'starter-projects/vector-store-rag',
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      collapsed: false,
      items: [
        'concepts/overview',
        'concepts/components',
        'concepts/flows',
        'concepts/playground',
        'concepts/file-management',
        'concepts/objects',
        'concepts/publish',
        'concepts/voice-mode',
      ],
    },
    {
      type: 'category',
      label: 'Components',
      collapsed: true,
      items: [
        'components/io',
        'components/agents',
        'components/models',
        'components/embedding-models',
        'components/prompts',
        'components/data',
        'components/processing',
        'components/logic',
        'components/helpers',
        'components/loaders',
        'components/memories',
        'components/tools',
        'components/vector-stores',
        'components/bundle-components',
        'components/custom-components',
      ],
    },
    {
      type: 'category',
      label: 'Agents',
      collapsed: true,
      items: ['agents/overview', 'agents/tool-calling-agent-component'],
    },
    {
      type: 'category',
      label: 'Sample flows',
      collapsed: true,
      items: [
        'sample-flows/blog-writer',
        'sample-flows/document-qa',
        'sample-flows/math-agent',
        'sample-flows/memory-chatbot',
        'sample-flows/sequential-agent',
        'sample-flows/travel-planning-agent',
      ],
    },
    {
      type: 'category',
      label: 'Integrations',
      collapsed: true,
      // Grouped by what the integration gives a flow or a server.
      items: [
        {
          type: 'category',
          label: 'Observability',
          items: [
            'integrations/langfuse',
            'integrations/langsmith',
            'integrations/langwatch',
            'integrations/arize-phoenix',
            'integrations/opik',
          ],
        },
        {
          type: 'category',
          label: 'Data ingestion',
          items: ['integrations/apify', 'integrations/assemblyai', 'integrations/unstructured'],
        },
        {
          type: 'category',
          label: 'Tool connectors',
          items: ['integrations/composio'],
        },
        {
          type: 'category',
          label: 'Protocols',
          items: ['integrations/mcp-server', 'integrations/mcp-client'],
        },
        {
          type: 'category',
          label: 'Cloud identity',
          items: ['integrations/google-oauth', 'integrations/vertex-ai'],
        },
        {
          type: 'category',
          label: 'Notion',
          items: [
            'integrations/notion-setup',
            'integrations/notion-conversational-agent',
            'integrations/notion-meeting-notes',
          ],
        },
        {
          type: 'category',
          label: 'Vector stores',
          items: ['integrations/pgvector'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      collapsed: true,
      items: [
        'configuration/api-keys',
        'configuration/authentication',
        'configuration/auto-save',
        'configuration/backend-only',
        'configuration/cli',
        'configuration/custom-database',
        'configuration/global-variables',
        'configuration/security-best-practices',
      ],
    },
    {
      type: 'category',
      label: 'Deployment',
      collapsed: true,
      items: [
        'deployment/overview',
        'deployment/docker',
        'deployment/kubernetes',
        'deployment/gcp',
        'deployment/hugging-face-spaces',
        'deployment/render',
        'deployment/railway',
      ],
    },
    {
      type: 'category',
      label: 'Develop',
      collapsed: true,
      items: [
        'develop/overview',
        'develop/application',
        'develop/api-examples',
        'develop/install-custom-dependencies',
        'develop/logging',
        'develop/memory',
        'develop/session-id',
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsed: true,
      items: [
        'reference/environment-variables',
        'reference/flow-file',
        'reference/glossary',
        'reference/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Release notes',
      collapsed: true,
      // The list of releases, then a page per minor release, newest first
      // (tests/unit/releases.test.ts holds them to data/releases).
      items: [
        'release-notes/index',
        'release-notes/1-4',
        'release-notes/1-3',
        'release-notes/1-2',
        'release-notes/1-1',
        'release-notes/1-0',
      ],
    },
    {
      type: 'category',
      label: 'Contributing',
      collapsed: true,
      items: [
        'contributing/how-to-contribute',
        'contributing/community',
        'contributing/github-issues',
        'contributing/github-discussions',
        'contributing/components',
        'contributing/component-tests',
        'contributing/telemetry',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
