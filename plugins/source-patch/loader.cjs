// @ts-check
/**
 * Loader that mends a package's compiled module where no prop, CSS variable, alias or wrapper can
 * (see plugins/source-patch/index.ts). Each patch names the text it replaces; if an update changes
 * that text, the build stops and says which patch, so it is reviewed rather than silently lost.
 */

/** @typedef {{why: string, from: string, to: string}} Patch */

/**
 * Applies each patch to `source`, whose name `label` the error gives.
 * @param {string} label @param {string} source @param {Patch[]} patches @returns {string}
 */
function applyPatches(label, source, patches) {
  return patches.reduce((code, {why, from, to}) => {
    if (code.split(from).length !== 2) {
      throw new Error(
        `${label} no longer contains ${JSON.stringify(from)} exactly once; ` +
          `review the patch "${why}" against the new version (plugins/source-patch).`,
      );
    }
    return code.replace(from, to);
  }, source);
}

/** @this {{getOptions(): {label: string, patches: Patch[]}}} @param {string} source */
module.exports = function sourcePatch(source) {
  const {label, patches} = this.getOptions();
  return applyPatches(label, source, patches);
};
module.exports.applyPatches = applyPatches;
