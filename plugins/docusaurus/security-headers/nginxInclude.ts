/**
 * The security headers as an nginx include (`add_header Name "value" always;`, one per line), the
 * file the README's nginx snippet includes and scripts/static-server/ reads: one file, two servers.
 */
export const INCLUDE_FILE = 'security-headers.conf';

const HEADER_LINE = /^add_header ([A-Za-z-]+) "([^"]*)" always;$/;

export function toNginxInclude(headers: readonly [string, string][]): string {
  const lines = headers.map(([name, value]) => {
    if (/["\\$]/.test(value))
      throw new Error(`${name}: a value with a quote, backslash or $ (${value})`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Written by the build (plugins/docusaurus/security-headers); do not edit.\n${lines.join('\n')}\n`;
}

/** The headers of an include written by toNginxInclude; any other line is an error, named. */
export function fromNginxInclude(text: string, file = INCLUDE_FILE): [string, string][] {
  return text.split('\n').flatMap((line, index): [string, string][] => {
    if (line.trim() === '' || line.startsWith('#')) return [];
    const match = HEADER_LINE.exec(line.trim());
    if (!match) throw new Error(`${file}:${index + 1} is not an add_header line: ${line}`);
    return [[match[1]!, match[2]!]];
  });
}
