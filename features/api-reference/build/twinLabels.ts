/**
 * The words of an API operation's twin, in the page's locale. Those the page shows as headings
 * (Request, Responses, Parameters…) are the OpenAPI theme's own strings, translated where the page's
 * are (i18n/zh-Hans/code.json), so the twin's headings are the page's; the rest are ours.
 */
import type {BuiltLocale} from '../../../data/site';

const ownLabels = {
  en: {
    field: 'Field',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    name: 'Name',
    in: 'In',
    yes: 'yes',
    no: 'no',
    possibleValues: 'Possible values',
    default: 'Default',
    mediaType: 'Media type',
    requiredBody: 'Required.',
    optionalBody: 'Optional.',
    anyOf: 'Any one of:',
    requiredScheme: 'Required:',
    noCredentials: 'None: this operation takes no credentials.',
    header: 'header',
    // Punctuation joining the labels to what they label, in the locale's typography.
    colon: ': ',
    period: '.',
    listSeparator: ', ',
    clauseSeparator: ', ',
    sentenceSpace: ' ',
  },
  'zh-Hans': {
    field: '字段',
    type: '类型',
    required: '必填',
    description: '说明',
    name: '名称',
    in: '位置',
    yes: '是',
    no: '否',
    possibleValues: '可选值',
    default: '默认值',
    mediaType: '媒体类型',
    requiredBody: '必填。',
    optionalBody: '可选。',
    anyOf: '以下任意一种：',
    requiredScheme: '需要：',
    noCredentials: '无：此操作不需要凭据。',
    header: '请求头',
    colon: '：',
    period: '。',
    listSeparator: '、',
    clauseSeparator: '，',
    sentenceSpace: '',
  },
} as const satisfies Record<BuiltLocale, Record<string, string>>;

/** The theme's strings the page shows, by translation id, with the theme's English. */
const themeLabels = {
  authentication: ['theme.openapi.request.auth.title', 'Authentication'],
  request: ['theme.openapi.request.title', 'Request'],
  parameters: ['theme.openapi.request.parameters.title', 'Parameters'],
  body: ['theme.openapi.request.body.title', 'Body'],
  responses: ['theme.openapi.response.title', 'Responses'],
  example: ['theme.openapi.responseExamples.example', 'Example'],
  server: ['theme.openapi.request.baseUrl.title', 'Base URL'],
} as const;

export type ApiLabels = Record<keyof (typeof ownLabels)['en'] | keyof typeof themeLabels, string>;

/** The labels of `locale`, the theme's from its translations of the UI strings (`codeTranslations`). */
export function apiLabels(
  locale: BuiltLocale,
  codeTranslations: Readonly<Record<string, string>>,
): ApiLabels {
  const theme = Object.fromEntries(
    Object.entries(themeLabels).map(([key, [id, english]]) => [
      key,
      codeTranslations[id] ?? english,
    ]),
  ) as Record<keyof typeof themeLabels, string>;
  return {...ownLabels[locale], ...theme};
}

export const englishApiLabels: ApiLabels = apiLabels('en', {});
