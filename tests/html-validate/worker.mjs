/**
 * A worker thread of tests/html-validate/validateFiles.ts: validates the files it is given with the
 * project's configuration and posts back each file's messages. The configuration is given, not looked
 * up beside each file, so that a file outside the repository gets the same rules.
 */
import {parentPort, workerData} from 'node:worker_threads';

import {HtmlValidate, StaticConfigLoader} from 'html-validate';

import config from '../../.htmlvalidate.mjs';

const validator = new HtmlValidate(new StaticConfigLoader(config));
const results = [];
for (const file of workerData.files) {
  const report = await validator.validateFile(file);
  results.push({
    file,
    messages: report.results.flatMap((result) =>
      result.messages.map(({line, column, ruleId, message, severity}) => ({
        line,
        column,
        ruleId,
        message,
        severity,
      })),
    ),
  });
}
parentPort.postMessage(results);
