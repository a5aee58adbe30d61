// @ts-check
/**
 * The bundler loader of the registry's edits (./registry.ts): applies each replacement to its module
 * and records the edit as applied, for the build report (./index.ts). A replacement whose text is not
 * in the module exactly once stops the build, naming the edit, so an update is reviewed rather than
 * silently lost.
 */

/** @typedef {{id: string, from: string, to: string}} Change */

/** Ids of the edits applied, per bundle, since the process started: what the build report lists. */
const applied = {client: new Set(), server: new Set()};

/**
 * Applies `changes` to `source`; `label` names the module in the error.
 * @param {string} label @param {string} source @param {Change[]} changes @returns {string}
 */
function applyChanges(label, source, changes) {
  return changes.reduce((code, {id, from, to}) => {
    if (code.split(from).length !== 2) {
      throw new Error(
        `${label} no longer contains ${JSON.stringify(from)} exactly once: review the edit "${id}" ` +
          'against the new version (plugins/docusaurus/dependency-edits/registry.ts).',
      );
    }
    return code.replace(from, to);
  }, source);
}

/** @this {{getOptions(): {label: string, bundle: 'client' | 'server', changes: Change[]}}} @param {string} source */
module.exports = function dependencyEdits(source) {
  const {label, bundle, changes} = this.getOptions();
  const edited = applyChanges(label, source, changes);
  for (const {id} of changes) applied[bundle].add(id);
  return edited;
};
module.exports.applyChanges = applyChanges;
module.exports.applied = applied;
