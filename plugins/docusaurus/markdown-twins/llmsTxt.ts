/**
 * A locale's `llms.txt` (the llmstxt.org format: a title, a one-line summary in a block quote, a
 * paragraph of details, then sections of links, each with a one-line description) and
 * `llms-full.txt` (the same head, then every page's Markdown).
 */
import type {BuiltLocale} from '../../../data/site';
import type {Section} from './pages';

/** What llms.txt says in each locale. */
export const llmsTexts = {
  en: {
    title: 'Flowloom documentation',
    summary:
      'Flowloom is a low-code visual builder of RAG and multi-agent AI applications: flows are drawn from components, tried in the Playground, and served as APIs or MCP tools.',
    details:
      "Every link below is the Markdown version of a page: the same URL without `.md` is its HTML page. The guides come first, in the order of the site's sidebar, then the REST API reference, one page per operation. `llms-full.txt` holds every page in one file.",
    guides: 'Guides',
    api: 'API reference',
    openApi: 'OpenAPI document',
    openApiNote:
      'The whole REST API in one OpenAPI 3.1 file: every operation, schema and example of the pages below.',
    source: 'Source',
  },
  'zh-Hans': {
    title: 'Flowloom 文档',
    summary:
      'Flowloom 是一个低代码的可视化构建器，用于构建 RAG 和多智能体 AI 应用：用组件搭建流程，在 Playground 中试用，再作为 API 或 MCP 工具提供服务。',
    details:
      '下面每个链接都是页面的 Markdown 版本：去掉 `.md` 的同一地址是它的 HTML 页面。先是按站点侧边栏顺序排列的指南，然后是 REST API 参考，每个操作一页。`llms-full.txt` 把所有页面放在一个文件中。',
    guides: '指南',
    api: 'API 参考',
    openApi: 'OpenAPI 文档',
    openApiNote: '整个 REST API 的 OpenAPI 3.1 文件：下面各页的每个操作、模式和示例都在其中。',
    source: '来源',
  },
} as const satisfies Record<BuiltLocale, Record<string, string>>;

export interface TwinEntry {
  title: string;
  description: string;
  /** Absolute URL of the Markdown twin. */
  twinUrl: string;
  /** Absolute URL of the HTML page. */
  pageUrl: string;
  /** The twin's Markdown without its front matter. */
  body: string;
}

interface LlmsInput {
  locale: BuiltLocale;
  sections: readonly Section[];
  /** The entry of each page, by permalink. */
  entries: ReadonlyMap<string, TwinEntry>;
  openApiUrl: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function head({locale}: LlmsInput): string {
  const texts = llmsTexts[locale];
  return `# ${texts.title}\n\n> ${texts.summary}\n\n${texts.details}\n`;
}

function sectionName(locale: BuiltLocale, section: Section): string {
  const texts = llmsTexts[locale];
  const sidebar = section.instance === 'api' ? texts.api : texts.guides;
  if (section.label === undefined) return sidebar;
  return section.instance === 'api' ? `${sidebar}: ${section.label}` : section.label;
}

export function llmsTxt(input: LlmsInput): string {
  const texts = llmsTexts[input.locale];
  const parts = [head(input)];
  for (const section of input.sections) {
    const lines = section.pages.map((page) => {
      const entry = input.entries.get(page.permalink)!;
      const note = oneLine(entry.description);
      return `- [${oneLine(entry.title)}](${entry.twinUrl})${note ? `: ${note}` : ''}`;
    });
    if (section.instance === 'api' && section.label === undefined) {
      lines.unshift(`- [${texts.openApi}](${input.openApiUrl}): ${texts.openApiNote}`);
    }
    parts.push(`## ${sectionName(input.locale, section)}\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

/** The head of llms.txt, then each page's Markdown, its source URL under its title. */
export function llmsFullTxt(input: LlmsInput): string {
  const texts = llmsTexts[input.locale];
  const pages = input.sections.flatMap((section) =>
    section.pages.map((page) => {
      const entry = input.entries.get(page.permalink)!;
      const body = entry.body.replace(
        /^# .*\n/,
        (title) => `${title}\n${texts.source}: ${entry.pageUrl}\n`,
      );
      return `---\n\n${body}`;
    }),
  );
  return [head(input), ...pages].join('\n');
}
