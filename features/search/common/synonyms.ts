/**
 * The words readers use for the site's own words, per locale, as Algolia's synonyms: the words of a
 * group stand for each other; a one-way entry's input stands for its words, not the reverse (a
 * reader who types "workflow" means a flow, while a page about flows is no answer to "workflow"
 * alone, nor the glossary's list of words to avoid). Found from the readers' questions that missed
 * (bench/questions.json). The local engine applies them to each query word (engine/alternatives.ts);
 * `npm run search:upload` sends them as the hosted index's synonyms.
 */
import type {BuiltLocale} from '../../../data/site';

export type SynonymEntry =
  {readonly words: readonly string[]} | {readonly input: string; readonly words: readonly string[]};

/** English words readers type in either locale (product names, abbreviations). */
const shared: readonly SynonymEntry[] = [
  {words: ['k8s', 'kubernetes']},
  {words: ['postgres', 'postgresql']},
  {input: 'llama', words: ['ollama']},
  {input: 'js', words: ['javascript']},
  {input: 'env', words: ['environment']},
  {input: 'var', words: ['variable']},
  {input: 'llm', words: ['model']},
];

export const synonyms: Record<BuiltLocale, readonly SynonymEntry[]> = {
  en: [
    ...shared,
    {input: 'workflow', words: ['flow']},
    {input: 'folder', words: ['project']},
    {input: 'token', words: ['key']},
    {input: 'secret', words: ['credential']},
    {input: 'host', words: ['deploy']},
    {input: 'laptop', words: ['local']},
    {input: 'conversation', words: ['session']},
    {input: 'website', words: ['web', 'embed']},
    {words: ['admin', 'superuser']},
    {input: 'override', words: ['tweak']},
    {input: 'setting', words: ['parameter']},
    {input: 'forgot', words: ['lost']},
    {input: 'chatbot', words: ['widget']},
  ],
  'zh-Hans': [
    ...shared,
    {input: '工作流', words: ['流程']},
    {input: '文件夹', words: ['项目']},
    {input: '令牌', words: ['密钥']},
    {input: '机密', words: ['凭据']},
    {input: '私有化', words: ['部署']},
    {input: '大模型', words: ['模型']},
    {input: '知识库', words: ['向量']},
    {input: '对话', words: ['会话', '问答']},
    {input: '网站', words: ['嵌入']},
    {words: ['管理员', '超级用户']},
    {input: '参数', words: ['tweaks']},
    {input: '跨域', words: ['cors']},
    {input: '忘记', words: ['丢失']},
    {input: '聊天机器人', words: ['聊天窗口']},
    {input: '嵌', words: ['嵌入']},
    {input: '包', words: ['依赖']},
    // Forms the glossary avoids, which readers still type.
    {input: '服务商', words: ['提供商']},
    {input: '账户', words: ['账号']},
    {input: '认证', words: ['身份验证']},
    {input: '分块', words: ['文本块']},
    {input: '主页', words: ['首页']},
  ],
};
