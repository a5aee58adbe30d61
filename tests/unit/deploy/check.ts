/**
 * Every check of the deployment files, in one call: parsing, the platform's published schema,
 * references between Kubernetes objects, and the cross-checks against the project's facts and
 * catalogs. Each problem names the file and what is wrong in it.
 */
import {extract, type Extracted} from './extract';
import {targetOf, type DeployFile} from './files';
import {crossProblems} from './crossChecks';
import {kubeObjects, modelProblems, referenceProblems, type KubeObject} from './kubernetes';
import {parseFile, type ParsedFile} from './parse';
import {composeProblems, railwayProblems, renderProblems} from './schemas';
import {spaceProblems} from './space';

function schemaProblems({file, parsed}: ParsedFile): string[] {
  switch (parsed?.format) {
    case 'compose':
      return parsed.documents.flatMap((document) => composeProblems(file.path, document));
    case 'render':
      return parsed.documents.flatMap((document) => renderProblems(file.path, document));
    case 'railway':
      return railwayProblems(file.path, parsed.value);
    case 'kubernetes':
    case 'cloud-run':
      return kubeObjects(file.path, parsed.documents).flatMap(modelProblems);
    case 'space-readme':
      return spaceProblems(file.path, parsed.frontMatter, parsed.body);
    default:
      return [];
  }
}

/** Objects applied together, as the files of one folder are: their references must resolve. */
function kubernetesReferences(parsedFiles: readonly ParsedFile[]): string[] {
  const byFolder = new Map<string, KubeObject[]>();
  for (const {file, parsed} of parsedFiles) {
    if (parsed?.format !== 'kubernetes' && parsed?.format !== 'cloud-run') continue;
    const folder = targetOf(file.path);
    byFolder.set(folder, [
      ...(byFolder.get(folder) ?? []),
      ...kubeObjects(file.path, parsed.documents),
    ]);
  }
  return [...byFolder.values()].flatMap(referenceProblems);
}

export function checkDeployFiles(files: readonly DeployFile[]): string[] {
  const parsedFiles = files.map(parseFile);
  const extracted = new Map<string, Extracted>(
    parsedFiles.map((parsed) => [parsed.file.path, extract(parsed)]),
  );
  const problems = [
    ...parsedFiles.flatMap((parsed) => parsed.problems),
    ...parsedFiles.flatMap(schemaProblems),
    ...kubernetesReferences(parsedFiles),
    ...[...extracted.values()].flatMap((found) => found.problems),
    ...crossProblems(files, extracted),
  ];
  return [...new Set(problems)];
}
